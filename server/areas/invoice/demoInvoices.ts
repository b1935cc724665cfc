import type { Queryable } from '../../db/index.ts';
import type { DemoGroup } from '../../seed/types.ts';
import { DEMO_OPERATOR } from './demoParties.ts';
import { issueInvoice } from './issue.ts';
import { operatorParty } from './parties.ts';
import { pastPeriods } from './period.ts';

/** Months the demo has invoices of. */
const DEMO_MONTHS = 3;

/**
 * The demo groups' invoices of the last few months, made by the same function as every
 * invoice: paid, except the last month's, which is open. Run once every area's seed has
 * written the subscriptions and calls they are made of (server/seed/demo.ts). The operator is
 * the one OPERATOR_PARTY_FILE names, else the demo's own, so that the demo's invoices are whole.
 */
export async function issueDemoInvoices(tx: Queryable, groups: readonly DemoGroup[], today = new Date()) {
  const periods = pastPeriods(DEMO_MONTHS, today);
  const operator = operatorParty() ?? DEMO_OPERATOR;
  for (const group of groups) {
    for (const [i, period] of periods.entries()) await issueInvoice(tx, group.id, period, i === periods.length - 1 ? 'open' : 'paid', operator);
  }
}

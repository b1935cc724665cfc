import type { Queryable } from '../../db/index.ts';
import { buildInvoice, buildResellerInvoice, type BilledCall } from './arithmetic.ts';
import { currentParties, operatorParty, type Parties, type Party } from './parties.ts';
import { periodDates } from './period.ts';
import { vatTreatment, type VatParty } from './vat.ts';

export type InvoiceStatus = 'open' | 'paid';

interface GroupFacts {
  id: number;
  description: string;
  /** The group's country: the first of its origination countries (a client group is opened with it). */
  country: string | null;
  parent_id: number | null;
  parent_reseller: boolean;
  parent_country: string | null;
}

async function groupFacts(db: Queryable, groupId: number): Promise<GroupFacts | undefined> {
  const [row] = await db.query<GroupFacts>(
    `SELECT g.id, g.description, g.allowed_origination_countries[1] AS country, g.parent_id,
            coalesce(p.is_reseller, false) AS parent_reseller, p.allowed_origination_countries[1] AS parent_country
       FROM groups g LEFT JOIN groups p ON p.id = g.parent_id WHERE g.id = $1`,
    [groupId],
  );
  return row;
}

const padded = (id: number) => String(id).padStart(5, '0');
export const invoiceNumber = (period: string, groupId: number) => `INV-${period.replace('-', '')}-${padded(groupId)}`;
export const resellerInvoiceNumber = (period: string, clientId: number) => `RI-${period.replace('-', '')}-${padded(clientId)}`;

/** A party's country for VAT: its address's, else its VAT number's, else the group's. */
const vatParty = (party: Party, groupCountry?: string | null): VatParty => ({
  country: party.address_country ?? (party.vat_number ? party.vat_number.slice(0, 2).replace('EL', 'GR') : groupCountry),
  vat_number: party.vat_number,
});
/** The VAT of an invoice between its parties as they are at issue (vat.ts). */
const vatBetween = ({ supplier, customer }: Parties, customerCountry?: string | null) => vatTreatment(vatParty(supplier), vatParty(customer, customerCountry));

/** The parties as the invoice keeps them: a party nobody named yet is left out, to be completed when it is read (parties.ts). */
function issuedParties({ supplier, customer }: Parties): { supplier?: Party; customer: Party } {
  return supplier.name ? { supplier, customer } : { customer };
}

/**
 * Makes a group's invoice of one past month from its data: its subscriptions' quantities at the
 * products' prices and the answered outbound calls it started that month (UTC) at the cost the
 * call history gave them; and, when the group is a reseller's client, what the reseller is billed
 * for it. A month already invoiced keeps its invoice (an invoice never changes once issued): its
 * id is answered.
 */
export async function issueInvoice(db: Queryable, groupId: number, period: string, status: InvoiceStatus = 'open', operator: Party | undefined = operatorParty()): Promise<number> {
  const number = invoiceNumber(period, groupId);
  const existing = await db.query<{ id: number }>(`SELECT id FROM res_invoice WHERE group_id = $1 AND data ->> 'number' = $2`, [groupId, number]);
  if (existing[0]) return existing[0].id;
  const group = await groupFacts(db, groupId);
  if (!group) throw new Error(`no group ${groupId}`);
  const dates = periodDates(period);
  const subscriptions = await db.query<{ product: string; quantity: number }>(
    `SELECT data ->> 'product' AS product, (data ->> 'quantity')::int AS quantity FROM res_subscription WHERE group_id = $1`,
    [groupId],
  );
  const calls = await db.query<BilledCall & { cost: string | number }>(
    `SELECT callee, billsec, cost FROM res_cdr
      WHERE group_id = $1 AND direction = 'outbound' AND status = 'answered'
        AND started_at >= $2::timestamptz AND started_at < $3::timestamptz`,
    [groupId, `${dates.start}T00:00:00Z`, `${dates.next}T00:00:00Z`],
  );
  const parties = await currentParties(db, 'invoice', groupId, operator);
  const figures = buildInvoice({
    country: group.country ?? '', subscriptions, calls: calls.map((c) => ({ ...c, cost: Number(c.cost) })), vat: vatBetween(parties, group.country),
  });
  const common = {
    period, period_start: dates.start, period_end: dates.end, date: dates.next, due_date: dates.due, currency: 'EUR', status,
  };
  const { cents: _cents, ...invoice } = figures;
  const [row] = await db.query<{ id: number }>(`INSERT INTO res_invoice (group_id, data) VALUES ($1, $2) RETURNING id`, [
    groupId,
    JSON.stringify({ number, ...common, ...issuedParties(parties), ...invoice }),
  ]);
  if (group.parent_reseller && group.parent_id !== null) {
    const resellerParties = await currentParties(db, 'reseller_invoice', group.parent_id, operator);
    const { cents: _c, ...billed } = buildResellerInvoice(figures, vatBetween(resellerParties, group.parent_country));
    await db.query(`INSERT INTO res_reseller_invoice (group_id, data) VALUES ($1, $2)`, [
      group.parent_id,
      JSON.stringify({
        number: resellerInvoiceNumber(period, groupId), client: groupId, client_name: group.description, ...common,
        ...issuedParties(resellerParties), ...billed,
      }),
    ]);
  }
  return row.id;
}

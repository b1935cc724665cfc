import type { Db, Queryable } from '../../db/index.ts';
import type { GroupRow } from '../../auth/session.ts';
import { HttpError } from '../../http/errors.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';

/** Group permissions only a reseller holds: a client group never gets them. */
const RESELLER_ONLY = new Set(['clients', 'reseller_invoices']);

/** The reseller's settings a new client starts from: how calls are handled, not its billing. */
const CALL_SETTINGS = [
  'call_timeout', 'outbound_channel_limit', 'parking_slots', 'record_calls', 'registration_allowed', 'internal_caller_prefix',
  'unattended_transfer_timeout', 'unspecific_pickup_scope', 'trunk_supplier', 'server_environment', 'hostname', 'daily_balance',
];

/** "Acme Dental" → "acme-dental": the first label of the client's SIP domain. */
export function domainLabel(description: string): string {
  return description
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // Letters that carry no accent to drop but have a plain spelling.
    .replace(/[øæœßđłþ]/g, (c) => ({ ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', ł: 'l', þ: 'th' })[c] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** The client's domain beside the reseller's (northwind.switchboard.example → acme-dental.switchboard.example), not yet taken. */
async function freeDomain(tx: Queryable, reseller: GroupRow, description: string): Promise<string | null> {
  if (!reseller.domain) return null;
  const labels = reseller.domain.split('.');
  const parent = labels.length > 2 ? labels.slice(1).join('.') : reseller.domain;
  const base = domainLabel(description) || 'client';
  const taken = new Set(
    (await tx.query<{ domain: string }>('SELECT domain FROM groups WHERE domain LIKE $1', [`${base}%.${parent}`])).map((r) => r.domain),
  );
  for (let n = 1; ; n++) {
    const domain = `${n === 1 ? base : `${base}-${n}`}.${parent}`;
    if (!taken.has(domain)) return domain;
  }
}

/**
 * Opens a client group under the reseller: its permissions (reseller-only ones left out),
 * entitlements and call settings, calls from and to its own country, today's balance full.
 * A name another group has (whatever its case) is refused at the field.
 */
export async function createClient(db: Db, reseller: GroupRow, input: { description: string; country: string }): Promise<number> {
  const description = input.description.trim();
  if (!description) throw new HttpError(400, { description: [serverText('blank')] });
  return db.transaction(async (tx) => {
    const [own] = await tx.query<{ settings: Record<string, unknown>; entitlements: Record<string, boolean> }>(
      'SELECT settings, entitlements FROM groups WHERE id = $1',
      [reseller.id],
    );
    const settings: Record<string, unknown> = Object.fromEntries(CALL_SETTINGS.filter((k) => k in own.settings).map((k) => [k, own.settings[k]]));
    Object.assign(settings, { billing_reference: null, test_account: false, remaining_balance: settings.daily_balance ?? null });
    // Two clients opened at once under one reseller must not pick the same domain.
    await tx.query('SELECT id FROM groups WHERE id = $1 FOR UPDATE', [reseller.id]);
    const domain = await freeDomain(tx, reseller, description);
    const rows = await tx
      .query<{ id: number }>(
        `INSERT INTO groups (description, domain, parent_id, is_reseller, permissions, allowed_origination_countries,
                             allowed_destination_countries, entitlements, settings)
         VALUES ($1, $2, $3, false, $4, $5, $5, $6, $7) RETURNING id`,
        [
          description, domain, reseller.id, reseller.permissions.filter((p) => !RESELLER_ONLY.has(p)), [input.country],
          JSON.stringify(own.entitlements), JSON.stringify(settings),
        ],
      )
      .catch((err: { code?: string }) => {
        if (err.code === '23505') throw new HttpError(400, { description: [serverText('group_name_unique')] });
        throw err;
      });
    return rows[0].id;
  });
}

import { readFileSync } from 'node:fs';
import type { Queryable } from '../../db/index.ts';
import { compact } from '../../../core/billing/identifiers.ts';
import { createAjv } from '../../resources/validation.ts';
import { loadSchemas } from '../../schema/files.ts';

/** A party of an invoice (common.schema.json billingParty): a field its settings leave empty is absent. */
export interface Party {
  name: string;
  address_street?: string;
  address_postal_code?: string;
  address_city?: string;
  address_country?: string;
  vat_number?: string;
  iban?: string;
  bic?: string;
}

/** Where a party's data is filled in: the customer's group settings, its reseller's, or the operator's file. */
export type PartySource = 'group_settings' | 'reseller_settings' | 'operator';
export type InvoiceKind = 'invoice' | 'reseller_invoice';
export interface Parties {
  supplier: Party;
  customer: Party;
  sources: { supplier: PartySource; customer: PartySource };
}

/** What each party needs for a valid invoice and e-invoice (EU VAT directive Art. 226, Peppol BIS 3.0); the supplier also the account paid into. */
const NEEDED = ['address_street', 'address_postal_code', 'address_city', 'address_country', 'vat_number'] as const;
export type Gap = { party: 'supplier' | 'customer'; field: (typeof NEEDED)[number] | 'name' | 'iban'; source: PartySource };

interface GroupRow {
  description: string;
  settings: Record<string, unknown>;
  country: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** A group as an invoice's party, from its group settings (schemas/group_settings.schema.json). */
export function partyOfGroup(row: GroupRow): Party {
  const s = row.settings;
  const vat = text(s.vat_number);
  const iban = text(s.iban);
  const bic = text(s.bic);
  return withoutEmpty({
    name: text(s.legal_name) ?? row.description,
    address_street: text(s.address_street),
    address_postal_code: text(s.address_postal_code),
    address_city: text(s.address_city),
    address_country: text(s.address_country) ?? row.country ?? undefined,
    vat_number: vat && compact(vat),
    iban: iban && compact(iban),
    bic: bic && compact(bic),
  });
}

function withoutEmpty(party: Party): Party {
  return Object.fromEntries(Object.entries(party).filter(([, v]) => v !== undefined)) as unknown as Party;
}

/**
 * The platform operator's own details, as supplier of the groups it bills directly and of the
 * reseller invoices: the JSON file named by OPERATOR_PARTY_FILE, with the fields of a party
 * (common.schema.json billingParty), read at each use so that it may be filled without a
 * restart. Absent or invalid: undefined, and the invoices say what the operator lacks.
 */
export function operatorParty(): Party | undefined {
  const file = process.env.OPERATOR_PARTY_FILE;
  if (!file) return undefined;
  try {
    const party = JSON.parse(readFileSync(file, 'utf8')) as Party;
    const ajv = createAjv(schemas());
    const validate = ajv.getSchema('https://switchboard.example/schemas/common.schema.json#/$defs/billingParty');
    if (!validate?.(party)) {
      console.warn(`OPERATOR_PARTY_FILE ${file} is not a party: ${ajv.errorsText(validate?.errors)}`);
      return undefined;
    }
    return withoutEmpty({ ...party, vat_number: party.vat_number && compact(party.vat_number), iban: party.iban && compact(party.iban), bic: party.bic && compact(party.bic) });
  } catch (error) {
    console.warn(`OPERATOR_PARTY_FILE ${file} cannot be read: ${(error as Error).message}`);
    return undefined;
  }
}

let loaded: ReturnType<typeof loadSchemas> | undefined;
const schemas = () => (loaded ??= loadSchemas());

async function groupRow(db: Queryable, id: number) {
  const [row] = await db.query<GroupRow & { parent_id: number | null; parent_reseller: boolean }>(
    `SELECT g.description, g.settings, g.allowed_origination_countries[1] AS country, g.parent_id, coalesce(p.is_reseller, false) AS parent_reseller
       FROM groups g LEFT JOIN groups p ON p.id = g.parent_id WHERE g.id = $1`,
    [id],
  );
  return row;
}

/** Nobody filled the operator in: a party with no field, every one of them a gap (never stored with an invoice). */
const UNKNOWN_OPERATOR: Party = { name: '' };

/**
 * The parties of an invoice held by `groupId` as they are now: a group's invoice is supplied by
 * its reseller when it is a reseller's client, else by the operator; a reseller invoice (held by
 * the reseller) is supplied by the operator to the reseller.
 */
export async function currentParties(db: Queryable, kind: InvoiceKind, groupId: number, operator = operatorParty()): Promise<Parties> {
  const group = await groupRow(db, groupId);
  const customer = partyOfGroup(group);
  if (kind === 'invoice' && group.parent_reseller && group.parent_id !== null) {
    return { supplier: partyOfGroup(await groupRow(db, group.parent_id)), customer, sources: { supplier: 'reseller_settings', customer: 'group_settings' } };
  }
  return { supplier: operator ?? UNKNOWN_OPERATOR, customer, sources: { supplier: 'operator', customer: 'group_settings' } };
}

/**
 * An issued invoice's parties: as printed when it was issued (an invoice does not change), each
 * field it lacked then completed from the settings as they are now, so that filling in what
 * was missing makes the invoice whole without changing what it already said.
 */
export async function partiesOf(db: Queryable, kind: InvoiceKind, groupId: number, issued: { supplier?: Party; customer?: Party }): Promise<Parties> {
  const now = await currentParties(db, kind, groupId);
  return { supplier: { ...now.supplier, ...issued.supplier }, customer: { ...now.customer, ...issued.customer }, sources: now.sources };
}

/** What the parties lack for a valid e-invoice, and where each is filled in. */
export function gapsOf(parties: Parties): Gap[] {
  const gaps: Gap[] = [];
  for (const role of ['supplier', 'customer'] as const) {
    const party = parties[role];
    const source = parties.sources[role];
    if (!party.name) gaps.push({ party: role, field: 'name', source });
    for (const field of NEEDED) if (!party[field]) gaps.push({ party: role, field, source });
    if (role === 'supplier' && !party.iban) gaps.push({ party: role, field: 'iban', source });
  }
  return gaps;
}

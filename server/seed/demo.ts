import type { Db, Queryable } from '../db/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import { loadSchemas } from '../resources/schemas.ts';
import { createAjv, toFieldErrors } from '../resources/validation.ts';
import { tableOf } from '../resources/storageNames.ts';
import { buildModels } from '../resources/model.ts';
import { loadAreas } from '../resources/areas.ts';
import type { DemoGroup, SeedContext } from './types.ts';
import { issueDemoInvoices } from '../areas/invoice/demoInvoices.ts';
import { DEMO_BILLING } from '../areas/invoice/demoParties.ts';

/** The password of every demo sign-in; the README lists them. */
export const DEMO_PASSWORD = 'Switchboard-2026';

export const DEMO_SIGN_INS = [
  { username: 'reseller', role: 'reseller, can impersonate', email: 'reseller@example.com' },
  { username: 'admin', role: 'group administrator of Acme Dental', email: 'admin@example.com' },
  { username: 'user', role: 'user of Acme Dental', email: 'user@example.com' },
] as const;

const MENU_KEYS = [
  'dashboard', 'phonebooks', 'call_flow', 'configuration_extension', 'reports', 'cdr_viewer',
  'invoices', 'configuration', 'configuration_devices', 'configuration_media_library',
  'configuration_did_routing', 'configuration_fifo_queue', 'configuration_group',
  'configuration_sites', 'time_schedule', 'voicemail', 'phone',
];
const STATISTICS = ['statistic', 'statistics', 'live_statistic'];

/** What a new group starts with on the platform. */
const GROUP_SETTINGS = {
  billing_reference: null, call_timeout: 60, daily_balance: 50, remaining_balance: 50, outbound_channel_limit: 10,
  parking_slots: 5, record_calls: false, registration_allowed: true, internal_caller_prefix: null,
  unattended_transfer_timeout: 30, unspecific_pickup_scope: 'site', test_account: false, trunk_supplier: null,
  server_environment: 'production', hostname: 'pbx1.switchboard.example',
};

/** The demo's groups: a reseller and its two clients. */
const GROUPS: (Omit<DemoGroup, 'id'> & { description: string; domain: string; permissions: string[]; reseller?: boolean; settings?: Partial<typeof GROUP_SETTINGS> })[] = [
  {
    key: 'northwind', description: 'Northwind Telecom', domain: 'northwind.switchboard.example', reseller: true,
    permissions: ['clients', 'reseller_invoices', ...MENU_KEYS], country: 'BE',
  },
  {
    key: 'acme', description: 'Acme Dental', domain: 'acme-dental.switchboard.example',
    permissions: [...MENU_KEYS, ...STATISTICS, 'mondago'], country: 'BE',
    // Acme holds call-recording licences and its calls have recordings: it records calls, so the bill agrees with the use (issue 27).
    settings: { record_calls: true },
  },
  { key: 'blue_harbor', description: 'Blue Harbor Logistics', domain: 'blue-harbor.switchboard.example', permissions: [...MENU_KEYS], country: 'NL' },
];

const schemas = loadSchemas();
const ajv = createAjv(schemas);

/** Demo records pass the same schema as records made through the API, or the seed stops. */
async function insertRecord(tx: Queryable, resource: string, groupId: number | null, data: object): Promise<number> {
  const validate = ajv.getSchema(schemas.resources.get(resource)?.$id as string);
  if (!validate) throw new Error(`no schema for ${resource}`);
  if (!validate(data)) {
    throw new Error(`demo ${resource} ${JSON.stringify(data)} is invalid: ${JSON.stringify(toFieldErrors(validate.errors ?? []))}`);
  }
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO ${tableOf(resource)} (group_id, data) VALUES ($1, $2) RETURNING id`,
    [groupId, JSON.stringify(data)],
  );
  return rows[0].id;
}

async function group(tx: Queryable, values: {
  description: string; domain: string; parent?: number; reseller?: boolean; permissions: string[]; country: string; billing: Record<string, string>;
  settings?: Partial<typeof GROUP_SETTINGS>;
}): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO groups (description, domain, parent_id, is_reseller, permissions,
                         allowed_origination_countries, allowed_destination_countries, entitlements, settings, created_at)
     -- Created a year ago: the demo's call history (30 days) and its feeds must fall in the group's lifetime (issue 24).
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() - interval '365 days') RETURNING id`,
    [
      values.description, values.domain, values.parent ?? null, values.reseller ?? false, values.permissions,
      [values.country], [...new Set([values.country, 'NL', 'BE', 'FR', 'DE', '001'])], JSON.stringify({ integrations: true }),
      // Its invoice parties' details (name, address, VAT number, account) beside the platform's defaults.
      JSON.stringify({ ...GROUP_SETTINGS, ...values.settings, ...values.billing }),
    ],
  );
  return rows[0].id;
}

async function user(tx: Queryable, values: {
  username: string; email: string; name: string; group: number; extension?: number;
  admin?: boolean; impersonate?: boolean;
}) {
  await tx.query(
    `INSERT INTO users (username, email, name, password_hash, group_id, extension_id, is_admin, can_impersonate)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      values.username, values.email, values.name, await hashPassword(DEMO_PASSWORD), values.group,
      values.extension ?? null, values.admin ?? false, values.impersonate ?? false,
    ],
  );
}

/**
 * The areas that seed, each after the ones its schema references (extensions after sites and
 * accounts), then by name: the ids a seed reads from ids() are written by then.
 */
function seedOrder(seeded: string[]): string[] {
  const models = buildModels(schemas);
  const needs = (name: string) => {
    const model = models.get(name);
    const targets = model ? [...Object.values(model.references), ...model.referenceLists.map((l) => l.resource)] : [];
    // Records written by another area's seed (contacts by their phonebook's) are needed through that area.
    const seededBy = (t: string) => {
      const target = models.get(t);
      return seeded.includes(t) || !target ? [t] : [...target.cascading].map((field) => target.references[field]);
    };
    return new Set(targets.flatMap(seededBy).filter((t) => t !== name && seeded.includes(t)));
  };
  const order: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (order.includes(name)) return;
    if (path.includes(name)) throw new Error(`the seeds of ${path.join(' → ')} → ${name} reference each other`);
    for (const need of [...needs(name)].sort()) visit(need, [...path, name]);
    order.push(name);
  };
  for (const name of [...seeded].sort()) visit(name, []);
  return order;
}

/** Runs every area's seed (server/areas/<resource>/seed.ts) for the demo's groups. */
async function seedAreas(tx: Queryable, groups: DemoGroup[]) {
  const areas = await loadAreas();
  const written = new Map<string, number[]>();
  const keyOf = new Map(groups.map((g) => [g.id, g.key]));
  const context: SeedContext = {
    tx,
    groups,
    async insert(resource, groupId, data) {
      const id = await insertRecord(tx, resource, groupId, data);
      if (groupId !== null) {
        const key = `${resource} ${keyOf.get(groupId)}`;
        written.set(key, [...(written.get(key) ?? []), id]);
      }
      return id;
    },
    ids: (resource, group) => written.get(`${resource} ${group}`) ?? [],
  };
  const seeded = [...areas].filter(([, area]) => area.seed).map(([name]) => name);
  for (const name of seedOrder(seeded)) await areas.get(name)!.seed!(context);
  return context;
}

export async function hasData(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM groups');
  return rows[0].n > 0;
}

/** Fills an empty database with the demo groups and sign-ins; refuses a database that holds data. */
export async function seedDemo(db: Db, { replace = false } = {}): Promise<'seeded' | 'kept'> {
  return db.transaction(async (tx) => {
    if (await hasData(tx)) {
      if (!replace) return 'kept';
      const tables = [...schemas.resources.keys()]
        .filter((name) => (schemas.resources.get(name)?.['x-resource'].storage ?? 'table') === 'table')
        .map(tableOf);
      await tx.exec(`TRUNCATE auth_tokens, users, ${tables.join(', ')}, groups RESTART IDENTITY CASCADE`);
    }
    const groups: DemoGroup[] = [];
    for (const { key, country, ...values } of GROUPS) {
      const parent = groups.length ? groups[0].id : undefined;
      groups.push({ key, country, id: await group(tx, { ...values, country, parent, billing: DEMO_BILLING[key] }) });
    }
    const { ids } = await seedAreas(tx, groups);
    // Invoices are made from what the areas' seeds wrote (subscriptions, calls), after all of them.
    await issueDemoInvoices(tx, groups);
    const [northwind, acme] = groups;
    const [support] = ids('extension', 'northwind');
    const [alice, umar] = ids('extension', 'acme');
    await user(tx, { username: 'reseller', email: 'reseller@example.com', name: 'Rita Reseller', group: northwind.id, extension: support, admin: true, impersonate: true });
    await user(tx, { username: 'admin', email: 'admin@example.com', name: 'Alice Admin', group: acme.id, extension: alice, admin: true });
    await user(tx, { username: 'user', email: 'user@example.com', name: 'Umar User', group: acme.id, extension: umar });
    return 'seeded';
  });
}

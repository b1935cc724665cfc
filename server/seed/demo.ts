import type { Db, Queryable } from '../db/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import { loadSchemas } from '../resources/schemas.ts';
import { createAjv, toFieldErrors } from '../resources/validation.ts';
import { tableOf } from '../resources/storageNames.ts';
import { seedIntegrations } from './integrations.ts';

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

/** Ring tones every group may choose from. */
const RING_TONES = ['Classic', 'Digital', 'Soft chime', 'Office'];

interface ClientPlan {
  name: string;
  domain: string;
  permissions: string[];
  country: string;
  sites: { name: string; postal_code: string }[];
  accounts: string[];
  people: [number, string][];
  numbers: string[];
  phonebooks: { description: string; contacts: [string, string, string, string | null][] }[];
}

const CLIENTS: ClientPlan[] = [
  {
    name: 'Acme Dental',
    domain: 'acme-dental.switchboard.example',
    permissions: [...MENU_KEYS, ...STATISTICS, 'mondago'],
    country: 'BE',
    sites: [
      { name: 'Brussels clinic', postal_code: '1000' },
      { name: 'Ghent clinic', postal_code: '9000' },
    ],
    accounts: ['Acme Dental main', 'Acme Dental Ghent'],
    people: [
      [201, 'Alice Admin'], [202, 'Umar User'], [203, 'Bram Peeters'], [204, 'Chloé Dubois'],
      [205, 'Dirk Janssens'], [206, 'Emma Claes'], [207, 'Femke Wouters'], [208, 'Gilles Martin'],
      [209, 'Hanne Maes'], [210, 'Reception'],
    ],
    numbers: ['+3225880100', '+3225880101', '+3225880102', '+3292100100', '+3292100101'],
    phonebooks: [
      {
        description: 'Suppliers',
        contacts: [
          ['Dental Supply NV', 'Dental Supply NV', '+3225551010', '+3225551011'],
          ['Lab Vandenberghe', 'Vandenberghe BV', '+3292231122', null],
          ['Sterilisation service', 'Steri-Service', '+3237778899', null],
        ],
      },
      {
        description: 'Partners',
        contacts: [
          ['Dr. Sofie Lambert', 'Orthodontics Lambert', '+3225123456', null],
          ['Insurance desk', 'MediCover', '+3228001122', '+3228001123'],
          ['IT support', 'Northwind Telecom', '+3225880000', null],
        ],
      },
    ],
  },
  {
    name: 'Blue Harbor Logistics',
    domain: 'blue-harbor.switchboard.example',
    permissions: [...MENU_KEYS],
    country: 'NL',
    sites: [
      { name: 'Rotterdam port office', postal_code: '3011 AA' },
      { name: 'Utrecht warehouse', postal_code: '3542 AB' },
    ],
    accounts: ['Blue Harbor'],
    people: [
      [301, 'Jan de Vries'], [302, 'Kim Bakker'], [303, 'Lars Visser'], [304, 'Mila Smit'],
      [305, 'Noah Meijer'], [306, 'Dispatch'],
    ],
    numbers: ['+31102001100', '+31102001101', '+31302002200'],
    phonebooks: [
      {
        description: 'Carriers',
        contacts: [
          ['Rijn Transport', 'Rijn Transport BV', '+31104567890', null],
          ['Noordzee Shipping', 'Noordzee Shipping', '+31205556677', '+31205556678'],
          ['Customs broker', 'Douane Partners', '+31302223344', null],
        ],
      },
    ],
  },
];

const schemas = loadSchemas();
const ajv = createAjv(schemas);

/** Demo records pass the same schema as records made through the API, or the seed stops. */
async function insert(tx: Queryable, resource: string, groupId: number | null, data: object): Promise<number> {
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
  description: string; domain: string; parent?: number; reseller?: boolean; permissions: string[]; country: string;
}): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO groups (description, domain, parent_id, is_reseller, permissions,
                         allowed_origination_countries, allowed_destination_countries, entitlements, settings)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      values.description, values.domain, values.parent ?? null, values.reseller ?? false, values.permissions,
      [values.country], [...new Set([values.country, 'NL', 'BE', 'FR', 'DE', '001'])], JSON.stringify({ integrations: true }),
      JSON.stringify(GROUP_SETTINGS),
    ],
  );
  return rows[0].id;
}

function extensionData(number: number, name: string, account: number, site: number, country: string, index: number, callerId: string) {
  return {
    extension: number,
    name,
    email: `${name.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').trim().replace(/\s+/g, '.')}@example.com`,
    account,
    site,
    language: country === 'NL' ? 'nl' : index % 3 === 2 ? 'fr' : 'nl',
    country_code: country,
    mobile: null,
    caller_id: callerId,
    outbound_caller_id: null,
    hide_caller_id: false,
    internal_ringtone: null,
    call_mobile_after: 25,
    call_mobile_timeout: 30,
    role: null,
    // Set by the phone system when a device registers; the demo shows both states.
    registered: index % 4 !== 3,
    origin_countries: [country],
    destination_countries: [country, '001'],
  };
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

async function client(tx: Queryable, reseller: number, plan: ClientPlan) {
  const groupId = await group(tx, { description: plan.name, parent: reseller, ...plan });
  const sites = [];
  for (const site of plan.sites) sites.push(await insert(tx, 'site', groupId, { ...site, country_code: plan.country }));
  const accounts = [];
  for (const name of plan.accounts) accounts.push(await insert(tx, 'account', groupId, { name }));
  const extensions = [];
  for (const [i, [number, name]] of plan.people.entries()) {
    const data = extensionData(number, name, accounts[i % accounts.length], sites[i % sites.length], plan.country, i, plan.numbers[0]);
    extensions.push(await insert(tx, 'extension', groupId, data));
  }
  for (const [i, did] of plan.numbers.entries()) {
    await insert(tx, 'did_routing', groupId, {
      did, account: accounts[0], site: sites[i % sites.length], language: 'nl',
      routing_active: i !== plan.numbers.length - 1,
    });
  }
  // Shortcodes are dialled like extensions, so they are unique in the group: 10…, 20… per phonebook.
  for (const [b, book] of plan.phonebooks.entries()) {
    const phonebook = await insert(tx, 'phonebook', groupId, { description: book.description });
    for (const [i, [name, company, number, secondary]] of book.contacts.entries()) {
      await insert(tx, 'phonebook_contact', groupId, {
        phonebook, display_name: name, company, number, mobile: secondary, shortcode: 10 * (b + 1) + i,
      });
    }
  }
  return { groupId, extensions };
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
    const reseller = await group(tx, {
      description: 'Northwind Telecom', domain: 'northwind.switchboard.example', reseller: true,
      permissions: ['clients', 'reseller_invoices', ...MENU_KEYS], country: 'BE',
    });
    const hq = await insert(tx, 'site', reseller, { name: 'Northwind HQ', country_code: 'BE', postal_code: '2000' });
    const account = await insert(tx, 'account', reseller, { name: 'Northwind Telecom' });
    await insert(tx, 'did_routing', reseller, { did: '+3235550100', account, site: hq, language: 'nl', routing_active: true });
    const support = await insert(tx, 'extension', reseller, extensionData(100, 'Rita Reseller', account, hq, 'BE', 0, '+3235550100'));
    for (const description of RING_TONES) await insert(tx, 'ring_tone', null, { description });
    await seedIntegrations(tx, insert);
    await user(tx, { username: 'reseller', email: 'reseller@example.com', name: 'Rita Reseller', group: reseller, extension: support, admin: true, impersonate: true });

    const [acme] = [await client(tx, reseller, CLIENTS[0]), await client(tx, reseller, CLIENTS[1])];
    await user(tx, { username: 'admin', email: 'admin@example.com', name: 'Alice Admin', group: acme.groupId, extension: acme.extensions[0], admin: true });
    await user(tx, { username: 'user', email: 'user@example.com', name: 'Umar User', group: acme.groupId, extension: acme.extensions[1] });
    return 'seeded';
  });
}

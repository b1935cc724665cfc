import { openDatabase, type Db } from '../../server/db/index.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { loadSchemas } from '../../server/resources/schemas.ts';
import { createAjv, toFieldErrors } from '../../server/resources/validation.ts';
import { tableOf } from '../../server/resources/storageNames.ts';

/** How many records the list benchmarks put in one group (issue 4: 5,000 of each). */
export const BULK = { extensions: 5000, phoneNumbers: 5000 };
export const BULK_GROUP = 'Acme Dental';

const FIRST = ['Anna', 'Bart', 'Chloé', 'Dries', 'Elise', 'Frank', 'Greet', 'Hugo', 'Ines', 'Jonas', 'Katrien', 'Luc', 'Marie', 'Nico', 'Olivia', 'Pieter', 'Quinten', 'Roos', 'Sam', 'Tine'];
const LAST = ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet', 'Dubois', 'Lambert', 'Dupont', 'Martin', 'Leroy', 'Hermans', 'Michiels', 'Vermeulen', 'Desmet', 'Smets', 'Aerts', 'Lemmens', 'Declercq', 'Segers', 'Cools'];

const set = loadSchemas();
const ajv = createAjv(set);

/** The records are written in one statement each, but only once every one of them passes its schema. */
async function insertValid(db: Db, resource: string, group: number, records: object[]): Promise<number[]> {
  const validate = ajv.getSchema(set.resources.get(resource)!.$id as string)!;
  for (const record of records) {
    if (!validate(record)) throw new Error(`bulk ${resource} ${JSON.stringify(record)}: ${JSON.stringify(toFieldErrors(validate.errors ?? []))}`);
  }
  const rows = await db.query<{ id: number }>(
    `INSERT INTO ${tableOf(resource)} (group_id, data) SELECT $1, value FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY ORDER BY ordinality RETURNING id`,
    [group, JSON.stringify(records)],
  );
  return rows.map((r) => r.id);
}

/**
 * Writes the demo data and BULK extensions and phone numbers of Acme Dental into the embedded
 * database of `dataDir`, before a server opens it (PGlite allows one process per directory).
 */
export async function writeBulkData(dataDir: string): Promise<void> {
  const db = await openDatabase({ dataDir });
  try {
    await migrate(db);
    await seedDemo(db);
    const [{ id: group }] = await db.query<{ id: number }>('SELECT id FROM groups WHERE description = $1', [BULK_GROUP]);
    const sites = (await db.query<{ id: number }>('SELECT id FROM res_site WHERE group_id = $1 ORDER BY id', [group])).map((r) => r.id);
    const accounts = (await db.query<{ id: number }>('SELECT id FROM res_account WHERE group_id = $1 ORDER BY id', [group])).map((r) => r.id);
    const extensions = Array.from({ length: BULK.extensions }, (_, i) => {
      const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
      return {
        extension: 1000 + i, name, email: `${name.toLowerCase().normalize('NFD').replace(/[^a-z]+/g, '.')}.${i}@example.com`,
        account: accounts[i % accounts.length], site: sites[i % sites.length], language: i % 3 ? 'nl' : 'fr', country_code: 'BE',
        mobile: null, caller_id: '+3225880100', outbound_caller_id: null, hide_caller_id: false, internal_ringtone: null,
        call_mobile_after: 25, call_mobile_timeout: 30, role: null, registered: i % 4 !== 3, origin_countries: ['BE'], destination_countries: ['BE', '001'],
      };
    });
    const extensionIds = await insertValid(db, 'extension', group, extensions);
    const numbers = Array.from({ length: BULK.phoneNumbers }, (_, i) => ({
      did: `+32259${String(i).padStart(5, '0')}`, account: accounts[0], site: sites[i % sites.length], call_flow: null, caller_id_prefix: null,
      language: 'nl', routing_active: true, override_call_flow: null, failover_enabled: false, exceptional_forwarding: null,
      allowed_extensions: [extensionIds[i % extensionIds.length]],
    }));
    await insertValid(db, 'did_routing', group, numbers);
  } finally {
    await db.close();
  }
}

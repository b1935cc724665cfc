import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeStaleTables, staleTables } from '../../server/db/analyze.ts';
import { databases } from './helpers/harness.ts';
import type { TestDatabase } from './helpers/databases.ts';

/**
 * A PGlite server analyses at start only the tables whose statistics are missing or behind
 * their size (server/db/analyze.ts): after it, the planner knows every table of the demo, and
 * a table that grew is analysed again at the next start.
 */
describe.each(databases())('planner statistics at start on $name', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.seeded();
  });
  afterAll(() => database?.drop());

  it('analyses the tables never analysed, and then none', async () => {
    await analyzeStaleTables(database.db);
    expect(await staleTables(database.db)).toEqual([]);
    const [cdr] = await database.db.query<{ reltuples: number; counted: number }>(
      `SELECT c.reltuples, (SELECT count(*) FROM res_cdr)::int AS counted FROM pg_class c WHERE c.oid = 'res_cdr'::regclass`,
    );
    expect(cdr.counted).toBeGreaterThan(0);
    expect(Number(cdr.reltuples)).toBe(cdr.counted);
  });

  it('analyses a table again once it has grown, and only it', async () => {
    const db = database.db;
    await db.exec('CREATE TABLE analyze_probe (n int)');
    await db.exec('INSERT INTO analyze_probe SELECT generate_series(1, 100)');
    await analyzeStaleTables(db);
    expect(await staleTables(db)).toEqual([]);
    await db.exec('INSERT INTO analyze_probe SELECT generate_series(1, 50000)');
    expect(await staleTables(db)).toEqual(['public.analyze_probe']);
    await analyzeStaleTables(db);
    expect(await staleTables(db)).toEqual([]);
    const [probe] = await db.query<{ reltuples: number }>(`SELECT reltuples FROM pg_class WHERE oid = 'analyze_probe'::regclass`);
    expect(Number(probe.reltuples)).toBe(50_100);
  });
});

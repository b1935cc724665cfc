import type { Db } from './types.ts';

/**
 * The tables whose planner statistics are missing (never analysed) or behind their size (grown
 * by a fifth since): what an ANALYZE at start must read. Their size is on disk, so this holds
 * after a crash too, where PostgreSQL's own change counters start again from zero.
 */
const STALE_TABLES = `
  SELECT format('%I.%I', n.nspname, c.relname) AS name
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema')
    AND (c.reltuples < 0 OR pg_relation_size(c.oid) / current_setting('block_size')::int > 1.2 * c.relpages + 8)`;

/**
 * PGlite runs no autovacuum, so its planner would never learn the tables' sizes and would sort
 * where an order index serves; a PostgreSQL server keeps its statistics itself. Analysing every
 * table took 0.7–1.4 CPU seconds of each start of the demo database, nearly all of it for
 * tables that had not changed since the last start (0.05 s for this).
 */
export async function analyzeStaleTables(db: Db): Promise<void> {
  const stale = await staleTables(db);
  if (stale.length) await db.exec(`ANALYZE ${stale.join(', ')}`);
}

/** The stale tables' names, quoted as SQL identifiers (schema.table). */
export async function staleTables(db: Db): Promise<string[]> {
  return (await db.query<{ name: string }>(STALE_TABLES)).map((t) => t.name);
}

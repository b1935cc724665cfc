import type { Db, Queryable } from '../db/index.ts';

/**
 * The routing path's hot queries, planned once per database on PGlite.
 *
 * Why: PGlite plans every statement afresh (an unnamed statement per query), and planning the
 * extension read (a dozen JSON fields, two subqueries) costs ~1.5 ms of WebAssembly, more than
 * running it: most of a routing answer's 5 ms. A statement PREPAREd once is planned once.
 * PGlite's EXECUTE takes no bound parameters, so the values go in the EXECUTE as literals,
 * and only values that cannot carry SQL are put there: safe integers, and strings of digits
 * with an optional leading + (phone numbers). Any other value, a transaction's connection,
 * or a PostgreSQL server (whose native planning is cheap) takes the ordinary parameterised
 * query, with the same result.
 */
export type Param = number | string | null | number[] | string[];

const DIGITS = /^\+?[0-9]{1,32}$/;

function literal(value: Param): string | undefined {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return Number.isSafeInteger(value) ? String(value) : undefined;
  if (typeof value === 'string') return DIGITS.test(value) ? `'${value}'` : undefined;
  const items = (value as (number | string)[]).map((v) => (typeof v === 'number' ? (Number.isSafeInteger(v) ? String(v) : undefined) : DIGITS.test(v) ? v : undefined));
  return items.every((v) => v !== undefined) ? `'{${items.join(',')}}'` : undefined;
}

/** The statements prepared on each database: the PREPARE's promise, so that concurrent first calls prepare once. */
const preparedOn = new WeakMap<object, Map<string, Promise<void>>>();

const isPglite = (db: Queryable): db is Db => (db as Partial<Db>).kind === 'pglite';

/**
 * Runs `sql` ($1… its parameters, of the SQL `types`) with `params`: as a prepared statement
 * `name` on PGlite when every parameter can be a literal, else as an ordinary query.
 */
export async function preparedQuery<T>(db: Queryable, name: string, sql: string, types: string[], params: Param[]): Promise<T[]> {
  const literals = params.map(literal);
  if (!isPglite(db) || literals.some((l) => l === undefined)) return db.query<T>(sql, params);
  let statements = preparedOn.get(db);
  if (!statements) preparedOn.set(db, (statements = new Map()));
  let prepared = statements.get(name);
  if (!prepared) {
    prepared = db.exec(`PREPARE ${name} (${types.join(', ')}) AS ${sql}`);
    statements.set(name, prepared);
    // A failed PREPARE is tried again by the next call rather than remembered.
    prepared.catch(() => statements.delete(name));
  }
  await prepared;
  return db.query<T>(`EXECUTE ${name} (${literals.join(', ')})`);
}

import type { Queryable } from '../../db/index.ts';
import type { CLIENT_ORDERING } from './contract.ts';

export interface ClientRow {
  id: number;
  description: string;
  domain: string | null;
  extensions: number;
  phone_numbers: number;
  users: number;
  daily_balance: number | null;
  remaining_balance: number | null;
  test_account: boolean;
  created_at: string;
}

/** Each column's SQL, so that a sort key never reaches SQL as text of the client's. */
const SORT_SQL: Record<(typeof CLIENT_ORDERING)[number], string> = {
  description: 'lower(g.description)',
  extensions: 'extensions',
  phone_numbers: 'phone_numbers',
  users: 'users',
  daily_balance: 'daily_balance',
  remaining_balance: 'remaining_balance',
  created_at: 'g.created_at',
};

/** A client group with its figures: counted per group in the same query that pages them. */
const SELECT = `
  SELECT g.id, g.description, g.domain, g.created_at,
         (SELECT count(*) FROM res_extension e WHERE e.group_id = g.id)::int AS extensions,
         (SELECT count(*) FROM res_did_routing d WHERE d.group_id = g.id)::int AS phone_numbers,
         (SELECT count(*) FROM users u WHERE u.group_id = g.id)::int AS users,
         (g.settings ->> 'daily_balance')::float8 AS daily_balance,
         (g.settings ->> 'remaining_balance')::float8 AS remaining_balance,
         coalesce((g.settings ->> 'test_account')::boolean, false) AS test_account,
         count(*) OVER ()::int AS total
    FROM groups g`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function asClient(row: ClientRow & { total?: number; created_at: string | Date }): ClientRow {
  const { total: _total, created_at, ...client } = row;
  return { ...client, created_at: new Date(created_at).toISOString() };
}

/** One page of a reseller's clients and how many match. */
export async function clientPage(
  db: Queryable,
  resellerId: number,
  { page, pageSize, search, ordering }: { page: number; pageSize: number; search?: string; ordering?: string },
): Promise<{ count: number; results: ClientRow[] }> {
  const params: unknown[] = [resellerId];
  let where = 'g.parent_id = $1';
  if (search) {
    params.push(likePattern(search));
    where += ` AND (g.description ILIKE $2 OR g.domain ILIKE $2)`;
  }
  const key = (ordering?.replace(/^-/, '') ?? 'description') as keyof typeof SORT_SQL;
  const direction = ordering?.startsWith('-') ? 'DESC' : 'ASC';
  // Balances without a limit (null) sort last either way.
  const order = `${SORT_SQL[key] ?? SORT_SQL.description} ${direction} NULLS LAST, g.id ${direction}`;
  const rows = await db.query<ClientRow & { total: number }>(
    `${SELECT} WHERE ${where} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    params,
  );
  let count = rows[0]?.total ?? 0;
  if (!rows.length && page > 1) {
    [{ count }] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM groups g WHERE ${where}`, params);
  }
  return { count, results: rows.map(asClient) };
}

/** One client group of a reseller, as the overview shows it. */
export async function clientOf(db: Queryable, resellerId: number, id: number): Promise<ClientRow | undefined> {
  const [row] = await db.query<ClientRow>(`${SELECT} WHERE g.parent_id = $1 AND g.id = $2`, [resellerId, id]);
  return row ? asClient(row) : undefined;
}

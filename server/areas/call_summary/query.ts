import type { Queryable } from '../../db/index.ts';

/** A summary's row: the record's fields in `data`, and the columns of migration 0021. */
export interface SummaryRow {
  id: number;
  group_id: number;
  version: number;
  data: Record<string, unknown>;
  state: 'requested' | 'complete' | 'error';
  requested_by: number | null;
  requested_by_name: string | null;
  job_id: number | string | null;
  /** Only when one summary is read: the list leaves the (long) transcript out. */
  transcript?: Record<string, unknown> | null;
}

/** Who reads: their group and themselves (a private summary is its requester's alone). */
export interface Reader {
  groupId: number;
  userId: number;
}

/** The list's filters (contract.ts). */
export interface SummaryFilter {
  visibility?: 'private' | 'public';
  direction?: 'inbound' | 'outbound' | 'internal';
  state?: SummaryRow['state'];
  cdr?: number;
  search?: string;
  /** The summarised call's start, from (inclusive) and before (exclusive), as ISO moments. */
  date_after?: string;
  date_before?: string;
}

const COLUMNS = `s.id, s.group_id, s.version, s.data, s.state, s.requested_by, u.name AS requested_by_name, s.job_id`;
const FROM = `res_call_summary s LEFT JOIN users u ON u.id = s.requested_by`;

/**
 * What a reader sees (configuration-areas §5, §6 "Summary visibility is private or public"):
 * the group's public summaries and the private ones they requested. No role reaches another
 * user's private summary: §6 names the areas an administrator reaches without owning them
 * (voicemail, call flows, media, toggles, queues), and summaries are not among them.
 */
function visibleWhere(reader: Reader, params: unknown[]): string {
  params.push(reader.groupId, reader.userId);
  const group = `$${params.length - 1}`;
  const user = `$${params.length}`;
  return `s.group_id = ${group} AND ((s.data ->> 'visibility') = 'public' OR s.requested_by = ${user})`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of the summaries the reader sees, newest call first, and how many the filter finds. */
export async function listSummaries(db: Queryable, reader: Reader, filter: SummaryFilter, page: { page: number; pageSize: number; ordering?: string }) {
  const params: unknown[] = [];
  const where = [visibleWhere(reader, params)];
  const add = (value: unknown) => `$${params.push(value)}`;
  if (filter.visibility) where.push(`(s.data ->> 'visibility') = ${add(filter.visibility)}`);
  if (filter.direction) where.push(`(s.data ->> 'direction') = ${add(filter.direction)}`);
  if (filter.state) where.push(`s.state = ${add(filter.state)}`);
  if (filter.cdr !== undefined) where.push(`s.cdr_id = ${add(filter.cdr)}`);
  // ISO moments of one zone (UTC, as stored) compare as text in time order.
  if (filter.date_after) where.push(`(s.data ->> 'date_time') >= ${add(new Date(filter.date_after).toISOString())}`);
  if (filter.date_before) where.push(`(s.data ->> 'date_time') < ${add(new Date(filter.date_before).toISOString())}`);
  const search = filter.search?.trim();
  if (search) {
    const pattern = add(`%${escapeLike(search)}%`);
    // The transcript's words too (issue 21): only summaries the reader sees are searched, so a private one's transcript stays its requester's.
    where.push(
      `((s.data ->> 'quick_summary') ILIKE ${pattern} OR (s.data ->> 'detailed_summary') ILIKE ${pattern} OR (s.data ->> 'participants') ILIKE ${pattern} OR (s.transcript ->> 'text') ILIKE ${pattern})`,
    );
  }
  const field = page.ordering?.replace(/^-/, '') ?? 'date_time';
  const direction = !page.ordering || page.ordering.startsWith('-') ? 'DESC' : 'ASC';
  const key = field === 'id' ? 's.id' : field === 'credits_cost' || field === 'duration' ? `((s.data ->> '${field}')::numeric)` : `lower(s.data ->> '${field}')`;
  const sql = where.join(' AND ');
  const [rows, counted] = await Promise.all([
    db.query<SummaryRow>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE ${sql} ORDER BY ${key} ${direction} NULLS LAST, s.id ${direction} LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM res_call_summary s WHERE ${sql}`, params),
  ]);
  return { count: counted[0].n, rows };
}

/** One summary the reader sees, locked for a write when `lock`; undefined when it is not theirs to see. */
export async function getSummary(db: Queryable, reader: Reader, id: number, lock = false): Promise<SummaryRow | undefined> {
  const params: unknown[] = [];
  const where = visibleWhere(reader, params);
  const rows = await db.query<SummaryRow>(`SELECT ${COLUMNS}, s.transcript FROM ${FROM} WHERE ${where} AND s.id = $${params.push(id)}${lock ? ' FOR UPDATE OF s' : ''}`, params);
  return rows[0];
}

/** A summary as the API answers it (schemas/call_summary.schema.json); `job` only for its requester, `transcript` when one summary is read. */
export function toSummary(row: SummaryRow, reader: Reader) {
  const mine = row.requested_by === reader.userId;
  return {
    ...row.data,
    id: row.id,
    group: row.group_id,
    version: row.version,
    state: row.state,
    mine,
    requested_by_name: row.requested_by_name,
    job: mine && row.job_id !== null ? Number(row.job_id) : null,
    ...(row.transcript !== undefined ? { transcript: row.transcript } : {}),
  };
}

/**
 * A summary whose job was given up while its server was down (the job failed without its run
 * saying so) is settled as failed: its credits are given back. Read paths call this first, so
 * nobody waits for a summary that will never come.
 */
export async function settleAbandoned(db: Queryable, groupId: number): Promise<void> {
  await db.query(
    `UPDATE res_call_summary s SET state = 'error', data = jsonb_set(s.data, '{credits_cost}', '0'), updated_at = now()
       FROM jobs j
      WHERE s.group_id = $1 AND s.state = 'requested' AND j.id = s.job_id AND j.state = 'failed'`,
    [groupId],
  );
}

/** Marks a requested summary failed and gives its credits back; false when it was no longer requested. */
export async function markFailed(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE res_call_summary SET state = 'error', data = jsonb_set(data, '{credits_cost}', '0'), updated_at = now()
      WHERE id = $1 AND state = 'requested' RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

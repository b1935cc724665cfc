import type { Queryable } from '../../db/index.ts';
import { reversedDigits } from '../../ingest/callRecord.ts';

/** The list's filters as the API takes them (contract.ts CDR_QUERY). */
export interface CallFilter {
  direction?: 'inbound' | 'outbound' | 'internal';
  /** true: answered calls; false: missed ones (unanswered, busy, failed). */
  answered?: boolean;
  status?: string;
  search?: string;
  call_start_after?: string;
  call_start_before?: string;
}

/** Whose calls the reader sees: the whole group, or (a plain user) their extension's only; null: none. */
export interface CallScope {
  groupId: number;
  extension?: number | null;
}

export const CALL_ORDERINGS = ['call_start', 'duration', 'cost'] as const;
const ORDER_COLUMN: Record<(typeof CALL_ORDERINGS)[number], string> = { call_start: 'c.started_at', duration: 'c.duration', cost: 'c.cost' };

/**
 * The WHERE of a filter, each part an index can serve (migration 0017): the group and period
 * by res_cdr_started, direction and answered by res_cdr_direction_status, a number by the end of
 * its digits on res_cdr_caller_rev / res_cdr_callee_rev (an extension is such a number too).
 */
export function whereOf(scope: CallScope, filter: CallFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [scope.groupId];
  const where = ['c.group_id = $1', 'c.started_at IS NOT NULL'];
  const add = (value: unknown) => `$${params.push(value)}`;
  if (scope.extension === null) where.push('false');
  else if (scope.extension !== undefined) where.push(`c.extensions @> ARRAY[${add(scope.extension)}::int]`);
  if (filter.direction) where.push(`c.direction = ${add(filter.direction)}`);
  if (filter.status) where.push(`c.status = ${add(filter.status)}`);
  if (filter.answered === true) where.push(`c.status = 'answered'`);
  if (filter.answered === false) where.push(`c.status IN ('unanswered', 'busy', 'failed')`);
  if (filter.call_start_after) where.push(`c.started_at >= ${add(filter.call_start_after)}::timestamptz`);
  if (filter.call_start_before) where.push(`c.started_at < ${add(filter.call_start_before)}::timestamptz`);
  const search = filter.search?.trim();
  if (search) {
    // A number as typed nationally (0470 12 34 56) ends like its E.164 form: leading zeros go.
    const digits = reversedDigits(search).replace(/0+$/, '');
    if (!digits) where.push('false');
    else {
      // Digits only, so ':' (the character after '9') closes the prefix range.
      const from = add(digits);
      const to = add(`${digits}:`);
      where.push(`((c.caller_rev >= ${from} AND c.caller_rev < ${to}) OR (c.callee_rev >= ${from} AND c.callee_rev < ${to}))`);
    }
  }
  return { sql: where.join(' AND '), params };
}

export interface CallRow {
  id: number;
  call_id: string | null;
  started_at: Date | string;
  direction: string;
  status: string;
  duration: number;
  billsec: number;
  caller: string;
  callee: string;
  extensions: number[];
  cost: string | number;
  has_recording: boolean;
  summary: number | null;
  data?: { legs?: unknown[] };
}

/** A call as the API answers it (schemas/cdr.schema.json). */
export function toCall(row: CallRow, withLegs = false) {
  return {
    id: row.id,
    call_start: new Date(row.started_at).toISOString(),
    caller: row.caller,
    callee: row.callee,
    direction: row.direction,
    duration: row.duration,
    billsec: row.billsec,
    status: row.status,
    cost: Number(row.cost),
    extensions: row.extensions,
    recording: row.has_recording ? `/api/v1/cdr/${row.id}/recording/` : null,
    has_summary: row.summary !== null,
    summary: row.summary,
    ...(withLegs ? { legs: row.data?.legs ?? [] } : {}),
  };
}

const COLUMNS = `c.id, c.call_id, c.started_at, c.direction, c.status, c.duration, c.billsec, c.caller, c.callee, c.extensions, c.cost,
  EXISTS (SELECT 1 FROM cdr_recording r WHERE r.cdr_id = c.id) AS has_recording,
  (SELECT min(s.id) FROM res_call_summary s WHERE s.cdr_id = c.id AND s.group_id = c.group_id) AS summary`;

/**
 * How far a list counts (issue 20): counting every one of a million calls took 123 ms a page,
 * while the page itself takes a few. Beyond this the answer says "more than COUNT_CAP"
 * (`count_capped`) and the paging goes on while pages come back full.
 */
export const COUNT_CAP = 1000;

/**
 * A page of calls, newest first by default, and how many the filter finds: up to `countCap` when
 * given (the call history's pages), exactly otherwise (an export must know what it leaves out).
 */
export async function listCalls(db: Queryable, scope: CallScope, filter: CallFilter, page: { page: number; pageSize: number; ordering?: string; countCap?: number }) {
  const { sql, params } = whereOf(scope, filter);
  const field = (page.ordering?.replace(/^-/, '') ?? 'call_start') as (typeof CALL_ORDERINGS)[number];
  const direction = !page.ordering || page.ordering.startsWith('-') ? 'DESC' : 'ASC';
  const order = `${ORDER_COLUMN[field] ?? 'c.started_at'} ${direction}, c.id ${direction}`;
  const [rows, counted] = await Promise.all([
    db.query<CallRow>(`SELECT ${COLUMNS} FROM res_cdr c WHERE ${sql} ORDER BY ${order} LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`, params),
    page.countCap === undefined
      ? db.query<{ count: number }>(`SELECT count(*)::int AS count FROM res_cdr c WHERE ${sql}`, params)
      : db.query<{ count: number }>(`SELECT count(*)::int AS count FROM (SELECT 1 FROM res_cdr c WHERE ${sql} LIMIT ${page.countCap + 1}) AS capped`, params),
  ]);
  const capped = page.countCap !== undefined && counted[0].count > page.countCap;
  return { count: capped ? page.countCap! : counted[0].count, capped, rows };
}

/** One call the reader may see, with its legs; undefined when it is another group's or another user's. */
export async function getCall(db: Queryable, scope: CallScope, id: number): Promise<CallRow | undefined> {
  const { sql, params } = whereOf(scope, {});
  const rows = await db.query<CallRow>(`SELECT ${COLUMNS}, c.data FROM res_cdr c WHERE ${sql} AND c.id = $${params.length + 1}`, [...params, id]);
  return rows[0];
}

import type { Queryable } from '../db/index.ts';
import { fieldExpression, type ResourceModel } from './model.ts';
import { rulesOf } from './areas.ts';
import type { ReadScope } from '../../core/domain/readAccess.ts';

export interface StoredRecord {
  id: number;
  group: number | null;
  version: number;
  [field: string]: unknown;
}

interface Row {
  id: number;
  group_id: number | null;
  version: number;
  data: Record<string, unknown>;
}

export const toRecord = (row: Row): StoredRecord => ({ ...row.data, id: row.id, group: row.group_id, version: row.version });

/** A record as its area's rules present it today (rules/types.ts `present`): what lapsed is left out. */
export function present<T extends Record<string, unknown>>(model: Pick<ResourceModel, 'name'>, record: T, now = new Date()): T {
  return rulesOf(model.name).reduce((current, rules) => rules.present?.(current, now) ?? current, record);
}

const presented = (model: ResourceModel) => (row: Row) => present(model, toRecord(row));

export interface ListQuery {
  groupId: number;
  page: number;
  pageSize: number;
  search?: string;
  ordering?: string;
  filters: Record<string, string>;
  /** Only these records (checked integers: listParams). */
  ids?: number[];
  /** Only records whose owners' field holds the extension, or whose shared flag is set (writeAccess.ts readLimit). */
  visible?: { owners: string; extension: number | null; shared?: string };
  /** Only the records of a plain user's extension, or of its records (readAccess.ts readScope); parentTable: where the parents are. */
  ofExtension?: ReadScope & { parentTable?: string };
}

/**
 * Whether a list can sort by `field`: the id or one of the model's own fields. Own, because
 * `in` would also find __proto__ or constructor on every object.
 */
export const sortable = (model: ResourceModel, field: string) => field === 'id' || Object.hasOwn(model.types, field);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of the group's records (and the shared catalogue records), with the total count. */
export async function listRecords(db: Queryable, model: ResourceModel, q: ListQuery) {
  const params: unknown[] = [q.groupId];
  const where: string[] = [];
  for (const [param, value] of Object.entries(q.filters)) {
    const field = model.meta.filters?.[param];
    if (!field || !Object.hasOwn(model.types, field)) continue;
    // A list of objects holding ids (a ring group's members) is filtered by the id one of them holds.
    const keyed = model.referenceLists.find((list) => list.field === field && list.key);
    if (model.types[field] === 'array') {
      const item = /^\d+$/.test(value) ? Number(value) : value;
      params.push(JSON.stringify([keyed ? { [keyed.key!]: item } : item]));
      where.push(`data -> '${field}' @> $${params.length}::jsonb`);
    } else {
      params.push(value);
      where.push(`(data ->> '${field}') = $${params.length}`);
    }
  }
  if (q.ids) where.push(q.ids.length ? `id IN (${q.ids.map((id) => Number(id)).join(', ')})` : 'false');
  if (q.visible) {
    const seen: string[] = [];
    if (q.visible.extension !== null) {
      params.push(JSON.stringify([q.visible.extension]));
      seen.push(`data -> '${q.visible.owners}' @> $${params.length}::jsonb`);
    }
    if (q.visible.shared) seen.push(`data -> '${q.visible.shared}' = 'true'::jsonb`);
    where.push(seen.length ? `(${seen.join(' OR ')})` : 'false');
  }
  if (q.ofExtension) {
    const { extension, own, parent, parentTable } = q.ofExtension;
    params.push(JSON.stringify(own));
    const names = `data -> '${extension}' = $${params.length}::jsonb`;
    where.push(
      own === null ? 'false'
      : parent && parentTable ? `(data -> '${parent.field}') IN (SELECT to_jsonb(id) FROM ${parentTable} WHERE group_id = $1 AND ${names})`
      : names,
    );
  }
  const search = model.meta.search?.length ? q.search?.trim() : undefined;
  if (search) {
    // Phone numbers are stored in E.164 but shown and copied grouped (+32 2 588 01 00): the
    // search also looks for the text without its separators.
    const compact = /^[+\d\s().-]+$/.test(search) ? search.replace(/[\s().-]/g, '') : search;
    const patterns = [...new Set([search, compact])].filter(Boolean).map((t) => `%${escapeLike(t)}%`);
    const first = params.length + 1;
    params.push(...patterns);
    const anyField = (f: string) => patterns.map((_, i) => `(data ->> '${f}') ILIKE $${first + i}`);
    where.push(`(${model.meta.search!.flatMap(anyField).join(' OR ')})`);
  }
  const filtered = where.map((w) => ` AND ${w}`).join('');
  const direction = q.ordering?.startsWith('-') ? 'DESC' : 'ASC';
  const sortField = q.ordering?.replace(/^-/, '');
  const sortKey = sortField && sortable(model, sortField) ? fieldExpression(model, sortField) : 'id';
  const page = (scope: string, counted: boolean) =>
    db.query<Row & { total?: number }>(
      // Pages are cut from (id, sort key) pairs and only then joined to their data: a deep page
      // sorts narrow rows. PostgreSQL's own null placement (last ascending, first descending) is
      // the exact reverse of itself, so one order index serves both directions (Django's too).
      `SELECT r.id, r.group_id, r.version, r.data${counted ? ', p.total' : ''}
         FROM (SELECT id, ${sortKey} AS sort_key${counted ? ', count(*) OVER ()::int AS total' : ''}
                 FROM ${model.table} WHERE ${scope}${filtered}
                ORDER BY ${sortKey} ${direction}, id ${direction}
                LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}) p
         JOIN ${model.table} r ON r.id = p.id
        ORDER BY p.sort_key ${direction}, p.id ${direction}`,
      params,
    );
  const everyone = '(group_id = $1 OR group_id IS NULL)';
  const countAll = async () =>
    (await db.query<{ count: number; shared: number }>(
      `SELECT count(*)::int AS count, count(*) FILTER (WHERE group_id IS NULL)::int AS shared
         FROM ${model.table} WHERE ${everyone}${filtered}`,
      params,
    ))[0];
  if (search) {
    // A search reads every record of the group anyway: it counts the matches in the same pass.
    const rows = await page(everyone, true);
    const count = rows[0]?.total ?? (q.page > 1 ? (await countAll()).count : 0);
    return { count, results: rows.map(({ total: _total, ...row }) => presented(model)(row)) };
  }
  const { count, shared } = await countAll();
  // Without shared catalogue records the page reads the group's alone, in the order index
  // (group_id, sort key, id) of the default sort, rather than sorting the whole group.
  const rows = await page(shared ? everyone : 'group_id = $1', false);
  return { count, results: rows.map(presented(model)) };
}

export async function getRecord(db: Queryable, model: ResourceModel, groupId: number, id: number, lock = false) {
  const rows = await db.query<Row>(
    `SELECT id, group_id, version, data FROM ${model.table}
      WHERE id = $1 AND (group_id = $2 OR group_id IS NULL)${lock ? ' FOR UPDATE' : ''}`,
    [id, groupId],
  );
  return rows[0] ? presented(model)(rows[0]) : undefined;
}

export async function insertRecord(db: Queryable, model: ResourceModel, groupId: number, data: object) {
  const rows = await db.query<Row>(
    `INSERT INTO ${model.table} (group_id, data) VALUES ($1, $2) RETURNING id, group_id, version, data`,
    [groupId, JSON.stringify(present(model, data as Record<string, unknown>))],
  );
  return presented(model)(rows[0]);
}

/** Writes only when the record is still at `version`; undefined when it has moved on. */
export async function updateRecord(db: Queryable, model: ResourceModel, groupId: number, id: number, version: number, data: object) {
  const rows = await db.query<Row>(
    `UPDATE ${model.table} SET data = $1, version = version + 1, updated_at = now()
      WHERE id = $2 AND group_id = $3 AND version = $4 RETURNING id, group_id, version, data`,
    [JSON.stringify(present(model, data as Record<string, unknown>)), id, groupId, version],
  );
  return rows[0] ? presented(model)(rows[0]) : undefined;
}

export async function deleteRecord(db: Queryable, model: ResourceModel, groupId: number, id: number, version: number) {
  const rows = await db.query(
    `DELETE FROM ${model.table} WHERE id = $1 AND group_id = $2 AND version = $3 RETURNING id`,
    [id, groupId, version],
  );
  return rows.length > 0;
}

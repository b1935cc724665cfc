import type { Queryable } from '../db/index.ts';
import type { ResourceModel } from './model.ts';
import { refColumn } from './storageNames.ts';

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

export interface ListQuery {
  groupId: number;
  page: number;
  pageSize: number;
  search?: string;
  ordering?: string;
  filters: Record<string, string>;
}

/** Sort and filter on the field's own type: numbers as numbers, text without case. */
function fieldExpression(model: ResourceModel, field: string): string {
  if (field === 'id') return 'id';
  if (model.references[field]) return refColumn(field);
  const type = model.types[field];
  if (type === 'integer' || type === 'number') return `(data ->> '${field}')::numeric`;
  if (type === 'boolean') return `(data ->> '${field}')::boolean`;
  return `lower(data ->> '${field}')`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of the group's records (and the shared catalogue records), with the total count. */
export async function listRecords(db: Queryable, model: ResourceModel, q: ListQuery) {
  const params: unknown[] = [q.groupId];
  const where = ['(group_id = $1 OR group_id IS NULL)'];
  for (const [param, value] of Object.entries(q.filters)) {
    const field = model.meta.filters?.[param];
    if (!field || !(field in model.types)) continue;
    if (model.types[field] === 'array') {
      params.push(JSON.stringify([/^\d+$/.test(value) ? Number(value) : value]));
      where.push(`data -> '${field}' @> $${params.length}::jsonb`);
    } else {
      params.push(value);
      where.push(`(data ->> '${field}') = $${params.length}`);
    }
  }
  const search = q.search?.trim();
  if (search && model.meta.search?.length) {
    params.push(`%${escapeLike(search)}%`);
    where.push(`(${model.meta.search.map((f) => `(data ->> '${f}') ILIKE $${params.length}`).join(' OR ')})`);
  }
  const descending = q.ordering?.startsWith('-');
  const sortField = q.ordering?.replace(/^-/, '');
  const order =
    sortField && (sortField === 'id' || sortField in model.types)
      ? `${fieldExpression(model, sortField)} ${descending ? 'DESC' : 'ASC'} NULLS LAST, id ${descending ? 'DESC' : 'ASC'}`
      : 'id ASC';
  const whereSql = where.join(' AND ');
  const [{ count }] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ${model.table} WHERE ${whereSql}`,
    params,
  );
  const rows = await db.query<Row>(
    `SELECT id, group_id, version, data FROM ${model.table} WHERE ${whereSql}
      ORDER BY ${order} LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
    params,
  );
  return { count, results: rows.map(toRecord) };
}

export async function getRecord(db: Queryable, model: ResourceModel, groupId: number, id: number, lock = false) {
  const rows = await db.query<Row>(
    `SELECT id, group_id, version, data FROM ${model.table}
      WHERE id = $1 AND (group_id = $2 OR group_id IS NULL)${lock ? ' FOR UPDATE' : ''}`,
    [id, groupId],
  );
  return rows[0] ? toRecord(rows[0]) : undefined;
}

export async function insertRecord(db: Queryable, model: ResourceModel, groupId: number, data: object) {
  const rows = await db.query<Row>(
    `INSERT INTO ${model.table} (group_id, data) VALUES ($1, $2) RETURNING id, group_id, version, data`,
    [groupId, JSON.stringify(data)],
  );
  return toRecord(rows[0]);
}

/** Writes only when the record is still at `version`; undefined when it has moved on. */
export async function updateRecord(db: Queryable, model: ResourceModel, groupId: number, id: number, version: number, data: object) {
  const rows = await db.query<Row>(
    `UPDATE ${model.table} SET data = $1, version = version + 1, updated_at = now()
      WHERE id = $2 AND group_id = $3 AND version = $4 RETURNING id, group_id, version, data`,
    [JSON.stringify(data), id, groupId, version],
  );
  return rows[0] ? toRecord(rows[0]) : undefined;
}

export async function deleteRecord(db: Queryable, model: ResourceModel, groupId: number, id: number, version: number) {
  const rows = await db.query(
    `DELETE FROM ${model.table} WHERE id = $1 AND group_id = $2 AND version = $3 RETURNING id`,
    [id, groupId, version],
  );
  return rows.length > 0;
}

import type { Queryable } from '../db/index.ts';
import { labelOf, type ResourceModel } from './model.ts';
import { refColumn } from './storageNames.ts';

export interface Usage {
  resource: string;
  field: string;
  items: { id: number; label: string }[];
}

/** How many users of a record an answer names per field: enough to act on, short enough to read. */
const NAMED = 20;

/** The SQL conditions that find the records of `model` pointing at record $1 of `target`, by field. */
function conditions(model: ResourceModel, target: string): [string, string][] {
  const scalar = Object.entries(model.references)
    .filter(([field, resource]) => resource === target && !model.cascading.has(field))
    .map(([field]): [string, string] => [field, `${refColumn(field)} = $1`]);
  const lists = model.referenceLists
    .filter((list) => list.resource === target)
    .map((list): [string, string] => [
      list.field,
      list.key
        ? `data -> '${list.field}' @> jsonb_build_array(jsonb_build_object('${list.key}', $1::int))`
        : `data -> '${list.field}' @> to_jsonb($1::int)`,
    ]);
  return [...scalar, ...lists];
}

/**
 * Which records of which resources point at `target` record `id`: what a delete would break.
 * References never cross groups (they are checked on write), so only the group's rows are read.
 */
export async function findUsage(
  db: Queryable,
  models: Map<string, ResourceModel>,
  target: string,
  id: number,
  groupId: number,
): Promise<Usage[]> {
  const found: Usage[] = [];
  // Records deleted along with this one must themselves be free to go.
  for (const model of models.values()) {
    for (const field of model.cascading) {
      if (model.references[field] !== target) continue;
      const children = await db.query<{ id: number }>(
        `SELECT id FROM ${model.table} WHERE group_id = $2 AND ${refColumn(field)} = $1`,
        [id, groupId],
      );
      for (const child of children) found.push(...(await findUsage(db, models, model.name, child.id, groupId)));
    }
  }
  for (const model of models.values()) {
    for (const [field, condition] of conditions(model, target)) {
      const rows = await db.query<{ id: number; data: Record<string, unknown> }>(
        `SELECT id, data FROM ${model.table} WHERE group_id = $2 AND ${condition} ORDER BY id LIMIT ${NAMED}`,
        [id, groupId],
      );
      if (rows.length) {
        found.push({ resource: model.name, field, items: rows.map((r) => ({ id: r.id, label: labelOf(model, r.data) })) });
      }
    }
  }
  return found;
}

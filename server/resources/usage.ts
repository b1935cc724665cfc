import type { Queryable } from '../db/index.ts';
import { labelOf, type ResourceModel } from './model.ts';
import { refColumn } from './storageNames.ts';

export interface Usage {
  resource: string;
  field: string;
  items: { id: number; label: string }[];
}

/** Which records of which resources point at `target` record `id`: what a delete would break. */
export async function findUsage(
  db: Queryable,
  models: Map<string, ResourceModel>,
  target: string,
  id: number,
): Promise<Usage[]> {
  const found: Usage[] = [];
  for (const model of models.values()) {
    const checks: [string, string][] = [
      ...Object.entries(model.references).filter(([, r]) => r === target).map(([f]) => [f, `${refColumn(f)} = $1`] as [string, string]),
      ...Object.entries(model.referenceLists).filter(([, r]) => r === target).map(([f]) => [f, `data -> '${f}' @> to_jsonb($1::int)`] as [string, string]),
    ];
    for (const [field, condition] of checks) {
      const rows = await db.query<{ id: number; data: Record<string, unknown> }>(
        `SELECT id, data FROM ${model.table} WHERE ${condition} ORDER BY id LIMIT 20`,
        [id],
      );
      if (rows.length) {
        found.push({ resource: model.name, field, items: rows.map((r) => ({ id: r.id, label: labelOf(model, r.data) })) });
      }
    }
  }
  return found;
}

import type { Queryable } from '../db/index.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { idsIn, type ResourceModel } from './model.ts';
import { tableOf } from './storageNames.ts';
import type { FieldErrors } from './validation.ts';

/**
 * Referenced records must exist in this group (or be shared catalogue records). Each one is
 * read FOR SHARE: a delete of it, which locks it FOR UPDATE before looking for its users, waits
 * until this write has committed and then sees it, so no reference is left dangling, for
 * single ids (which also have a foreign key) and lists of ids (which cannot have one) alike.
 */
export async function checkReferences(
  tx: Queryable,
  model: ResourceModel,
  groupId: number,
  record: Record<string, unknown>,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const wanted: [string, string, number][] = [];
  for (const [field, target] of Object.entries(model.references)) {
    if (typeof record[field] === 'number') wanted.push([field, target, record[field] as number]);
  }
  for (const list of model.referenceLists) {
    for (const id of idsIn(record, list)) wanted.push([list.field, list.resource, id]);
  }
  // In id order, so that two writers locking overlapping records cannot deadlock each other.
  wanted.sort((a, b) => a[1].localeCompare(b[1]) || a[2] - b[2]);
  for (const [field, target, id] of wanted) {
    const condition = target === 'group' ? 'id = $1 AND (id = $2 OR parent_id = $2)' : 'id = $1 AND (group_id = $2 OR group_id IS NULL)';
    const rows = await tx.query(`SELECT 1 FROM ${tableOf(target)} WHERE ${condition} FOR SHARE`, [id, groupId]);
    if (!rows.length) {
      const list = (errors[field] ??= []);
      const text = serverText('invalid_reference', { id });
      if (!list.includes(text)) list.push(text);
    }
  }
  return errors;
}

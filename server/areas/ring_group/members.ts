import { labelOf } from '../../resources/model.ts';
import { tableOf } from '../../resources/storageNames.ts';
import { refuse, type ResourceRules } from '../../resources/rules/types.ts';

/**
 * A list of members (objects holding an extension's id in `extension`: a ring group's, a
 * queue's) names each extension once: a second row for the same extension would ring it twice,
 * with two delays, and leave the reader unsure which holds. The refusal names the extensions
 * ("201 - Alice Admin") at the list's field. Rows without an extension are the schema's to refuse.
 */
export function distinctMembers(field: string): ResourceRules {
  return {
    async beforeWrite({ tx, models }, record) {
      const ids = ((record[field] as { extension?: unknown }[] | undefined) ?? []).map((m) => m?.extension).filter((id): id is number => typeof id === 'number');
      const twice = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
      if (!twice.length) return {};
      const extension = models.get('extension');
      const rows = await tx.query<{ id: number; data: Record<string, unknown> }>(`SELECT id, data FROM ${tableOf('extension')} WHERE id = ANY($1::int[]) ORDER BY id`, [twice]);
      const names = rows.map((row) => (extension ? labelOf(extension, row.data) : String(row.id)));
      return refuse(field, { code: 'member_twice', params: { extensions: names.join(', ') } });
    },
  };
}

import type { ResourceRules, RuleContext } from '../../resources/rules/types.ts';
import type { StoredRecord } from '../../resources/records.ts';
import { inUseError } from '../../resources/inUse.ts';
import { findUsage, type Usage } from '../../resources/usage.ts';
import { countsOf } from '../voicemail_message/boxes.ts';

/** How many call flows a refusal names: enough to act on (as usage.ts). */
const NAMED = 20;

/**
 * The call flows whose Voicemail block leaves its callers in the box: a block of type
 * `voicemail` whose data names the box (`box`). The diagram is free JSON, so no reference
 * column finds them; this does, in the group only.
 */
async function callFlowsUsing(ctx: RuleContext, box: number): Promise<Usage[]> {
  const rows = await ctx.tx.query<{ id: number; label: string }>(
    `SELECT id, data ->> 'description' AS label FROM res_call_flow
      WHERE group_id = $1 AND data -> 'diagram' -> 'nodes' @> $2::jsonb ORDER BY id LIMIT ${NAMED}`,
    [ctx.session.group.id, JSON.stringify([{ type: 'voicemail', data: { box } }])],
  );
  return rows.length ? [{ resource: 'call_flow', field: 'diagram', items: rows.map((r) => ({ id: r.id, label: r.label ?? `#${r.id}` })) }] : [];
}

/**
 * Voicemail boxes (configuration-areas §5, §8): their message counts are the server's, read from
 * the messages on every write; a box that holds messages cannot be deleted (voicemail_not_empty),
 * nor one that call flows or devices send callers to (voicemail_in_use, naming them in used_by).
 */
export const rules: ResourceRules[] = [
  {
    async beforeWrite(ctx, record, previous) {
      Object.assign(record, await countsOf(ctx.tx, previous?.id));
      return {};
    },
    async beforeDelete(ctx, current: StoredRecord) {
      const usage = [...(await findUsage(ctx.tx, ctx.models, 'voicemail_box', current.id, ctx.session.group.id)), ...(await callFlowsUsing(ctx, current.id))];
      if (usage.length) throw inUseError(ctx.model, usage, ctx.models);
    },
  },
];

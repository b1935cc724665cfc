import type { Queryable } from '../../db/index.ts';
import type { SchemaSet } from '../../../core/schema/types.ts';
import { subscriptionsOf } from '../subscription/usage.ts';

/** One formula for the portal's notice and the debit. */
export { costOf } from '../../../core/callSummary/cost.ts';

/** The licence product the summaries are paid with (schemas/subscription.schema.json). */
export const CREDITS_PRODUCT = 'call_summary_credits';

export interface Credits {
  /** Credits bought (the group's call_summary_credits licences). */
  quantity: number;
  /** Spent on its summaries, pending ones included; failed ones gave theirs back. */
  used: number;
  available: number;
}

/** The group's summary credits, as the subscriptions page counts them (subscription/usage.ts). */
export async function creditsOf(db: Queryable, set: SchemaSet, groupId: number): Promise<Credits> {
  const held = (await subscriptionsOf(db, set, groupId)).filter((s) => s.product === CREDITS_PRODUCT);
  const quantity = held.reduce((sum, s) => sum + s.quantity, 0);
  const used = held[0]?.used ?? Number((await db.query<{ n: string }>(`SELECT coalesce(sum((data ->> 'credits_cost')::numeric), 0) AS n FROM res_call_summary WHERE group_id = $1`, [groupId]))[0].n);
  return { quantity, used, available: quantity - used };
}

/**
 * Serialises the credit checks of one group inside the caller's transaction: two requests at
 * once cannot both spend the last credit. The group's row is the lock; nothing else writes it
 * while summaries are asked for.
 */
export async function lockCredits(tx: Queryable, groupId: number): Promise<void> {
  await tx.query('SELECT id FROM groups WHERE id = $1 FOR UPDATE', [groupId]);
}

import type { Queryable } from '../../db/index.ts';
import type { SchemaSet } from '../../../core/schema/types.ts';
import { tableOf } from '../../resources/storageNames.ts';

/** The products of schemas/subscription.schema.json, in the order the schema lists them. */
export function productsOf(set: SchemaSet): string[] {
  return (set.resources.get('subscription')!.properties!.product.enum ?? []) as string[];
}

/**
 * What each product's licences are used by: the count of the group's records of a resource
 * (an extension takes a user licence, a number a phone-number licence…). Call recording and
 * call summary credits are counted by their own expressions below. A resource this
 * installation has no table for (hot desks before that area exists) counts nothing.
 */
const COUNTED: Record<string, string> = {
  user: 'extension',
  phone_number: 'did_routing',
  device: 'device',
  call_queue: 'queue',
  voicemail_box: 'voicemail_box',
  hotdesk: 'hotdesk',
};

function hasTable(set: SchemaSet, resource: string): boolean {
  const schema = set.resources.get(resource);
  return Boolean(schema) && (schema!['x-resource'].storage ?? 'table') === 'table';
}

/** The SQL expression of one product's use in group $1, or '0' when nothing can use it here. */
function usedExpression(set: SchemaSet, product: string): string {
  const resource = COUNTED[product];
  if (resource) return hasTable(set, resource) ? `(SELECT count(*) FROM ${tableOf(resource)} WHERE group_id = $1)` : '0';
  if (product === 'call_recording') {
    // Every extension is recorded while the group records calls (group settings).
    return hasTable(set, 'extension')
      ? `(SELECT CASE WHEN (g.settings ->> 'record_calls')::boolean THEN (SELECT count(*) FROM res_extension WHERE group_id = $1) ELSE 0 END)`
      : '0';
  }
  if (product === 'call_summary_credits') {
    return hasTable(set, 'call_summary')
      ? `(SELECT coalesce(sum((data ->> 'credits_cost')::numeric), 0) FROM res_call_summary WHERE group_id = $1)`
      : '0';
  }
  return '0';
}

/** Every product's use in one group, read in one query: { product: used }. */
export async function usageOf(db: Queryable, set: SchemaSet, groupId: number): Promise<Record<string, number>> {
  const products = productsOf(set);
  const columns = products.map((product, i) => `${usedExpression(set, product)} AS u${i}`).join(', ');
  const [row] = await db.query<Record<string, string | number>>(`SELECT ${columns} FROM groups g WHERE g.id = $1`, [groupId]);
  return Object.fromEntries(products.map((product, i) => [product, Number(row?.[`u${i}`] ?? 0)]));
}

export interface SubscriptionUsage {
  product: string;
  quantity: number;
  used: number;
  available: number;
  renews_on: string;
}

/** The group's subscriptions with their use, in the schema's product order. */
export async function subscriptionsOf(db: Queryable, set: SchemaSet, groupId: number): Promise<SubscriptionUsage[]> {
  const held = await db.query<{ product: string; quantity: number; renews_on: string }>(
    `SELECT data ->> 'product' AS product, (data ->> 'quantity')::int AS quantity, data ->> 'renews_on' AS renews_on
       FROM res_subscription WHERE group_id = $1`,
    [groupId],
  );
  const used = await usageOf(db, set, groupId);
  const order = productsOf(set);
  return held
    .sort((a, b) => order.indexOf(a.product) - order.indexOf(b.product))
    .map(({ product, quantity, renews_on }) => ({ product, quantity, used: used[product] ?? 0, available: quantity - (used[product] ?? 0), renews_on }));
}

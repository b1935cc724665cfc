import { DIAL_PLAN_REFUSALS, dialPlanHolder, type DialPlanKind } from '../../../core/domain/dialPlanKinds.ts';
import { labelOf } from '../model.ts';
import { tableOf } from '../storageNames.ts';
import type { Queryable } from '../../db/index.ts';
import { holdLock } from '../../db/locks.ts';
import { lockShortcodes, shortcodeHolders } from '../../areas/toggle/shortcodes.ts';
import { refuse, type ResourceRules, type RuleMessage } from './types.ts';

/**
 * The group's dial plan: the numbers a caller dials internally. An extension, the number of a
 * queue or a ring group, and a phonebook contact's shortcode are all dialled the same way, so
 * none may take a number that another already holds (configuration-areas §5). Toggle
 * shortcodes are dialled after ## (§9), so the toggles area's are left out; but a call flow's
 * Choice/Toggle block holds numbers of the flow's own (portal-overview §8 calls them the
 * choice block's extensions), and these join the one namespace: an extension, queue, ring group
 * or shortcode that one of them holds is refused with "already used in call flow X", and a flow
 * whose block takes a dialled number with "choice-block extensions already exist" (call_flow's
 * diagramChecks.ts, through `dialledNumbers`).
 * Each kind's word in a refusal comes from core/domain/dialPlanKinds.ts, where the portal finds it too.
 */
const DIAL_PLAN: readonly { resource: DialPlanKind; field: string }[] = [
  { resource: 'extension', field: 'extension' },
  { resource: 'queue', field: 'extension' },
  { resource: 'ring_group', field: 'extension' },
  { resource: 'phonebook_contact', field: 'shortcode' },
];

export const DIAL_PLAN_RESOURCES: readonly string[] = DIAL_PLAN.map((entry) => entry.resource);

/**
 * Holds the group's dial-plan lock until the transaction ends: two writers cannot both find a number
 * free. A writer that needs the shortcode lock too (toggle/shortcodes.ts) takes this one first, so
 * two writers never wait on each other.
 */
export async function lockDialPlan(tx: Queryable, groupId: number): Promise<void> {
  await holdLock(tx, 'dialPlan', groupId);
}

/** Which of `numbers` the group's extensions, queues, ring groups and contacts' shortcodes already hold. */
export async function dialledNumbers(tx: Queryable, groupId: number, numbers: readonly number[]): Promise<Set<number>> {
  if (!numbers.length) return new Set();
  const branches = DIAL_PLAN.map((entry) => `SELECT data ->> '${entry.field}' AS number FROM ${tableOf(entry.resource)} WHERE group_id = $1 AND data ->> '${entry.field}' = ANY($2::text[])`);
  const rows = await tx.query<{ number: string }>(branches.join('\nUNION\n'), [groupId, numbers.map(String)]);
  return new Set(rows.map((row) => Number(row.number)));
}

/** The refusal of a taken number; the portal reads each holder's kind word back (DIAL_PLAN_REFUSALS). */
function taken(holders: string[]): RuleMessage {
  const code: keyof typeof DIAL_PLAN_REFUSALS = holders.length > 1 ? 'extension_exists_many' : 'extension_exists_one';
  return { code, params: { [DIAL_PLAN_REFUSALS[code]]: holders.join(', ') } };
}

/** The name of a call flow whose Choice/Toggle block holds `number`, under the shortcode lock. */
async function callFlowHolding(tx: Queryable, groupId: number, number: number): Promise<string | undefined> {
  await lockShortcodes(tx, groupId);
  return (await shortcodeHolders(tx, groupId, [number])).find((holder) => holder.kind === 'call_flow')?.label;
}

/** The dial-plan rule of one resource that holds a dialled number. */
export function dialPlanRules(resource: string): ResourceRules {
  const own = DIAL_PLAN.find((entry) => entry.resource === resource);
  if (!own) throw new Error(`${resource} holds no number of the dial plan`);
  return {
    // The unique index of the resource's own table, should it ever answer first.
    unique: { [own.field]: taken([dialPlanHolder(own.resource)]) },

    async beforeWrite({ tx, session, models }, record, previous) {
      const number = record[own.field];
      if (typeof number !== 'number' || previous?.[own.field] === number) return {};
      await lockDialPlan(tx, session.group.id);
      const inFlow = await callFlowHolding(tx, session.group.id, number);
      if (inFlow !== undefined) return refuse(own.field, { code: 'extension_in_call_flow', params: { call_flow: inFlow } });
      const branches = DIAL_PLAN.map(
        (entry, i) =>
          `SELECT ${i} AS entry, id, data FROM ${tableOf(entry.resource)}
            WHERE group_id = $1 AND data ->> '${entry.field}' = $2${entry === own ? ' AND id <> $3' : ''}`,
      );
      const rows = await tx.query<{ entry: number; id: number; data: Record<string, unknown> }>(
        `${branches.join('\nUNION ALL\n')}\nORDER BY entry, id`,
        [session.group.id, String(number), previous?.id ?? 0],
      );
      if (!rows.length) return {};
      // A contact's shortcode that is already dialled as an extension (a queue's or a ring group's number
      // too) has the catalogue's own message (portal-overview §8); a clash between contacts names them.
      if (own.resource === 'phonebook_contact' && rows.some((row) => DIAL_PLAN[row.entry].resource !== 'phonebook_contact')) {
        return refuse(own.field, { code: 'shortcode_exists' });
      }
      // Each holder by kind and name ("extension 201 - Alice Admin"), so the user knows which record to look at.
      const holders = rows.map((row) => {
        const entry = DIAL_PLAN[row.entry];
        const model = models.get(entry.resource);
        return dialPlanHolder(entry.resource, model ? labelOf(model, row.data) : undefined);
      });
      return refuse(own.field, taken([...new Set(holders)]));
    },
  };
}

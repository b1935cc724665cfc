import { DIAL_PLAN_REFUSALS, dialPlanHolder, type DialPlanKind } from '../../../core/domain/dialPlanKinds.ts';
import { labelOf } from '../model.ts';
import { tableOf } from '../storageNames.ts';
import { refuse, type ResourceRules, type RuleMessage } from './types.ts';

/**
 * The group's dial plan: the numbers a caller dials internally. An extension, the number of a
 * queue or a ring group, and a phonebook contact's shortcode are all dialled the same way, so
 * none may take a number that another already holds (configuration-areas §5). Toggle
 * shortcodes are dialled after ## (§9), so they cannot clash with these and are left out.
 * Each kind's word in a refusal comes from core/domain/dialPlanKinds.ts, where the portal finds it too.
 */
const DIAL_PLAN: readonly { resource: DialPlanKind; field: string }[] = [
  { resource: 'extension', field: 'extension' },
  { resource: 'queue', field: 'extension' },
  { resource: 'ring_group', field: 'extension' },
  { resource: 'phonebook_contact', field: 'shortcode' },
];

export const DIAL_PLAN_RESOURCES: readonly string[] = DIAL_PLAN.map((entry) => entry.resource);

/** First key of the advisory lock that serialises changes to one group's dial plan; the group id is the second. */
const DIAL_PLAN_LOCK = 4201;

/** The refusal of a taken number; the portal reads each holder's kind word back (DIAL_PLAN_REFUSALS). */
function taken(holders: string[]): RuleMessage {
  const code: keyof typeof DIAL_PLAN_REFUSALS = holders.length > 1 ? 'extension_exists_many' : 'extension_exists_one';
  return { code, params: { [DIAL_PLAN_REFUSALS[code]]: holders.join(', ') } };
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
      // Check and write under one lock per group: two writers cannot both find a number free.
      await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [DIAL_PLAN_LOCK, session.group.id]);
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

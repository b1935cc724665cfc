import { dialPlanRules } from '../../resources/rules/dialPlan.ts';
import { inUseError } from '../../resources/inUse.ts';
import { labelOf } from '../../resources/model.ts';
import { refuse, type ResourceRules } from '../../resources/rules/types.ts';
import { tableOf } from '../../resources/storageNames.ts';
import { distinctMembers } from '../ring_group/members.ts';

/**
 * Hold music is a media file marked as such (usage hold_music): the queue's selector offers only
 * those (v3/media_file/call_queue_hold_music/), and the server holds a client that sends
 * another to the same, so that a spoken announcement never loops as music.
 */
const holdMusicMarked: ResourceRules = {
  async beforeWrite({ tx }, record) {
    if (typeof record.hold_music !== 'number') return {};
    const rows = await tx.query(`SELECT 1 FROM ${tableOf('media_file')} WHERE id = $1 AND data ->> 'usage' = 'hold_music'`, [record.hold_music]);
    return rows.length ? {} : refuse('hold_music', { code: 'hold_music_not_marked' });
  },
};

/**
 * A queue is used by a call flow through a Queue block of its diagram: a node
 * `{ "type": "queue", "data": { "queue": <id> } }`. Such a reference sits inside the diagram's
 * free-form block data, which the schema's x-reference cannot reach, so the delete looks for it
 * here (the call flow's row is read FOR SHARE: a call flow saved meanwhile waits or is seen) and
 * is refused with the catalogue's "queue used in these call flows", naming them
 * (configuration-areas §8), in the engine's in-use shape.
 */
const usedByCallFlows: ResourceRules = {
  async beforeDelete({ tx, session, model, models }, current) {
    const callFlow = models.get('call_flow');
    if (!callFlow) return;
    const rows = await tx.query<{ id: number; data: Record<string, unknown> }>(
      `SELECT id, data FROM ${tableOf('call_flow')}
        WHERE group_id = $1 AND data -> 'diagram' -> 'nodes' @> $2::jsonb ORDER BY id FOR SHARE`,
      [session.group.id, JSON.stringify([{ type: 'queue', data: { queue: current.id } }])],
    );
    if (!rows.length) return;
    const items = rows.map((row) => ({ id: row.id, label: labelOf(callFlow, row.data) }));
    throw inUseError(model, [{ resource: 'call_flow', field: 'diagram', items }], models);
  },
};

/**
 * Queues (configuration-areas §5: a valid number, all members selected, wrap-up at least 5 s).
 * The schema holds the members' extensions (each row must name one), the wrap-up minimum and
 * the chime interval a repetitive message needs; these rules hold what it cannot say.
 */
export const rules = [dialPlanRules('queue'), distinctMembers('members'), holdMusicMarked, usedByCallFlows];

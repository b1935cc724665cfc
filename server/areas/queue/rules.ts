import { dialPlanRules } from '../../resources/rules/dialPlan.ts';
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
 * Queues (configuration-areas §5: a valid number, all members selected, wrap-up at least 5 s).
 * The schema holds the members' extensions (each row must name one), the wrap-up minimum and
 * the chime interval a repetitive message needs; these rules hold what it cannot say.
 */
// A call flow's Queue blocks keep their queue from being deleted through call_flow.references
// (server/areas/call_flow/references.ts), which the engine's in-use check reads like any reference.
export const rules = [dialPlanRules('queue'), distinctMembers('members'), holdMusicMarked];

import { refuse, type ResourceRules } from '../../resources/rules/types.ts';

/**
 * An extension's outbound caller ID is what the called party sees: a number the group may show
 * as its own, so one of the group's phone numbers (DIDs) or the extension's caller ID itself.
 * Checked when it changes (numbers are stored in E.164, so compared like with like), so that a
 * number the group gives up later does not block unrelated changes of the extension.
 */
export const outboundCallerId: ResourceRules = {
  async beforeWrite({ tx, session }, record, previous) {
    const wanted = record.outbound_caller_id;
    if (typeof wanted !== 'string' || wanted === record.caller_id || wanted === previous?.outbound_caller_id) return {};
    const owned = await tx.query("SELECT 1 FROM res_did_routing WHERE group_id = $1 AND data ->> 'did' = $2", [session.group.id, wanted]);
    return owned.length ? {} : refuse('outbound_caller_id', { code: 'outbound_caller_id_unknown' });
  },
};

import { dialPlanRules } from '../../resources/rules/dialPlan.ts';
import type { ResourceRules } from '../../resources/rules/types.ts';
import { currentMembers } from '../../../core/ringGroup/memberExpiry.ts';
import { distinctMembers } from './members.ts';

/**
 * A member expires on its date (configuration-areas §3, §4): from that UTC day on it is not
 * rung, so the server leaves it out of every record it reads (answers, lists, the ring_groups/
 * lookup) and writes. What a PBX or another client reads is then never a member that has gone,
 * whether or not anyone opened the ring group since; storage drops it at the next write.
 */
const expiredMembersLeaveOut: ResourceRules = {
  present(record, now) {
    const members = record.members;
    if (!Array.isArray(members)) return record;
    const current = currentMembers(members, now);
    return current.length === members.length ? record : { ...record, members: current };
  },
};

/** Ring groups: a number of the group's dial plan, each extension a member once, expired members gone. */
export const rules = [dialPlanRules('ring_group'), distinctMembers('members'), expiredMembersLeaveOut];

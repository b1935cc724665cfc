import { dialPlanRules } from '../../resources/rules/dialPlan.ts';
import { outboundCallerId } from './outboundCallerId.ts';
import { roleAssignment } from './roleAssignment.ts';

/**
 * An extension's number is part of the group's dial plan; its role is assigned under §5's
 * rules; its outbound caller ID is a number the group owns.
 */
export const rules = [dialPlanRules('extension'), roleAssignment, outboundCallerId];

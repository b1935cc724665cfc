import { dialPlanRules } from '../../resources/rules/dialPlan.ts';

/** A ring group's number is dialled like an extension: part of the group's dial plan. */
export const rules = [dialPlanRules('ring_group')];

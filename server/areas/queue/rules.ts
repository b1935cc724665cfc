import { dialPlanRules } from '../../resources/rules/dialPlan.ts';

/** A queue's number is dialled like an extension: part of the group's dial plan. */
export const rules = [dialPlanRules('queue')];

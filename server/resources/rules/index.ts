import { dialPlanRules } from './dialPlan.ts';
import { phonebookContact } from './phonebookContact.ts';
import { phoneNumber } from './phoneNumber.ts';
import { roleAssignment } from './roleAssignment.ts';
import type { ResourceRules } from './types.ts';

export type { ResourceRules, RuleContext } from './types.ts';

/** Names are unique per group (the schemas' x-unique); the catalogue words it per area. */
const uniqueName = (field: string, code: string): ResourceRules => ({ unique: { [field]: { code } } });

/** The rules of configuration-areas §5 beyond the schemas, per resource, run in this order. */
const RULES: Record<string, ResourceRules[]> = {
  site: [uniqueName('name', 'name_unique')],
  extension: [dialPlanRules('extension'), roleAssignment],
  queue: [dialPlanRules('queue')],
  ring_group: [dialPlanRules('ring_group')],
  did_routing: [phoneNumber],
  phonebook: [uniqueName('description', 'name_unique')],
  phonebook_contact: [dialPlanRules('phonebook_contact'), phonebookContact],
  role: [uniqueName('name', 'role_name_unique')],
};

export const rulesOf = (resource: string): ResourceRules[] => RULES[resource] ?? [];

import { dialPlanRules } from '../../resources/rules/dialPlan.ts';
import { phonebookNumberNotOwn } from '../../resources/rules/phoneNumbers.ts';
import { refuse, type ResourceRules } from '../../resources/rules/types.ts';

/**
 * Phonebook contacts: the secondary number is unique in the group (the schema's x-unique), and
 * not the primary again. The contact's shortcode is part of the group's dial plan. Neither number
 * is one of the group's own phone numbers (phoneNumbers.ts).
 */
const secondaryNumber: ResourceRules = {
  async beforeWrite(_ctx, record) {
    return record.mobile && record.mobile === record.number ? refuse('mobile', { code: 'secondary_number_unique' }) : {};
  },
};

export const rules = [dialPlanRules('phonebook_contact'), secondaryNumber, phonebookNumberNotOwn];

import { refuse, type ResourceRules } from './types.ts';

/** Phonebook contacts: the secondary number is unique in the group, and not the primary again. */
export const phonebookContact: ResourceRules = {
  unique: { mobile: { code: 'secondary_number_unique' } },

  async beforeWrite(_ctx, record) {
    return record.mobile && record.mobile === record.number ? refuse('mobile', { code: 'secondary_number_unique' }) : {};
  },
};

import type { AreaSeed, DemoGroupKey } from '../../seed/types.ts';

type Contact = [name: string, company: string, number: string, secondary: string | null];

const PHONEBOOKS: Record<DemoGroupKey, { description: string; contacts: Contact[] }[]> = {
  northwind: [],
  acme: [
    {
      description: 'Suppliers',
      contacts: [
        ['Dental Supply NV', 'Dental Supply NV', '+3225551010', '+3225551011'],
        ['Lab Vandenberghe', 'Vandenberghe BV', '+3292231122', null],
        ['Sterilisation service', 'Steri-Service', '+3237778899', null],
      ],
    },
    {
      description: 'Partners',
      contacts: [
        ['Dr. Sofie Lambert', 'Orthodontics Lambert', '+3225123456', null],
        ['Insurance desk', 'MediCover', '+3228001122', '+3228001123'],
        ['IT support', 'Northwind Telecom', '+3225880000', null],
      ],
    },
  ],
  blue_harbor: [
    {
      description: 'Carriers',
      contacts: [
        ['Rijn Transport', 'Rijn Transport BV', '+31104567890', null],
        ['Noordzee Shipping', 'Noordzee Shipping', '+31205556677', '+31205556678'],
        ['Customs broker', 'Douane Partners', '+31302223344', null],
      ],
    },
  ],
};

/**
 * The clients' phonebooks with their contacts. Shortcodes are dialled like extensions, so they
 * are unique in the group: 10…, 20… per phonebook.
 */
export const seed: AreaSeed = async ({ groups, insert }) => {
  for (const group of groups) {
    for (const [b, book] of PHONEBOOKS[group.key].entries()) {
      const phonebook = await insert('phonebook', group.id, { description: book.description });
      for (const [i, [name, company, number, secondary]] of book.contacts.entries()) {
        await insert('phonebook_contact', group.id, { phonebook, display_name: name, company, number, mobile: secondary, shortcode: 10 * (b + 1) + i });
      }
    }
  }
};

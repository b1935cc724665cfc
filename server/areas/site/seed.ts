import type { AreaSeed, DemoGroupKey } from '../../seed/types.ts';

const SITES: Record<DemoGroupKey, { name: string; postal_code: string }[]> = {
  northwind: [{ name: 'Northwind HQ', postal_code: '2000' }],
  acme: [
    { name: 'Brussels clinic', postal_code: '1000' },
    { name: 'Ghent clinic', postal_code: '9000' },
  ],
  blue_harbor: [
    { name: 'Rotterdam port office', postal_code: '3011 AA' },
    { name: 'Utrecht warehouse', postal_code: '3542 AB' },
  ],
};

/** Each group's offices, in its own country. */
export const seed: AreaSeed = async ({ groups, insert }) => {
  for (const group of groups) {
    for (const site of SITES[group.key]) await insert('site', group.id, { ...site, country_code: group.country });
  }
};

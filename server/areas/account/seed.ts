import type { AreaSeed, DemoGroupKey } from '../../seed/types.ts';

const ACCOUNTS: Record<DemoGroupKey, string[]> = {
  northwind: ['Northwind Telecom'],
  acme: ['Acme Dental main', 'Acme Dental Ghent'],
  blue_harbor: ['Blue Harbor'],
};

/** The billing accounts extensions and phone numbers are charged to. */
export const seed: AreaSeed = async ({ groups, insert }) => {
  for (const group of groups) for (const name of ACCOUNTS[group.key]) await insert('account', group.id, { name });
};

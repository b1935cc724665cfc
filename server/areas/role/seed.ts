import type { AreaSeed, DemoGroupKey } from '../../seed/types.ts';

type Toggle = 'dynamic_caller_id' | 'eavesdrop' | 'intercept' | 'intercom' | 'unspecific_pickup' | 'block_external_calls';

/**
 * The roles each demo group hands out, as such a business would name them. None is named
 * Admin: that name gives its holders every owned record (configuration-areas §6), which the
 * demo's plain user must not have.
 */
const ROLES: Record<DemoGroupKey, { name: string; grants: Toggle[] }[]> = {
  northwind: [
    { name: 'Support engineer', grants: ['eavesdrop', 'intercept', 'intercom', 'unspecific_pickup'] },
    { name: 'Account manager', grants: ['dynamic_caller_id', 'intercom'] },
    { name: 'Back office', grants: ['unspecific_pickup'] },
  ],
  acme: [
    { name: 'Practice manager', grants: ['dynamic_caller_id', 'eavesdrop', 'intercept', 'intercom', 'unspecific_pickup'] },
    { name: 'Front office', grants: ['intercept', 'intercom', 'unspecific_pickup'] },
    { name: 'Dentist', grants: ['intercom'] },
    { name: 'Dental assistant', grants: ['unspecific_pickup', 'block_external_calls'] },
  ],
  blue_harbor: [
    { name: 'Shift lead', grants: ['eavesdrop', 'intercept', 'intercom', 'unspecific_pickup'] },
    { name: 'Dispatcher', grants: ['dynamic_caller_id', 'intercom', 'unspecific_pickup'] },
    { name: 'Warehouse floor', grants: ['block_external_calls', 'unspecific_pickup'] },
  ],
};

const TOGGLES: Toggle[] = ['dynamic_caller_id', 'eavesdrop', 'intercept', 'intercom', 'unspecific_pickup', 'block_external_calls'];

/** Each group's roles with their permission toggles; no extension holds one yet, so any administrator may grant them. */
export const seed: AreaSeed = async ({ groups, insert }) => {
  for (const group of groups) {
    for (const { name, grants } of ROLES[group.key]) {
      await insert('role', group.id, { name, ...Object.fromEntries(TOGGLES.map((toggle) => [toggle, grants.includes(toggle)])) });
    }
  }
};

import type { AreaSeed, DemoGroupKey } from '../../seed/types.ts';

const NUMBERS: Record<DemoGroupKey, string[]> = {
  northwind: ['+3235550100'],
  acme: ['+3225880100', '+3225880101', '+3225880102', '+3292100100', '+3292100101'],
  blue_harbor: ['+31102001100', '+31102001101', '+31302002200'],
};

/**
 * The groups' phone numbers, spread over their sites; a client's last one is not routed yet.
 * The others ring the group's main call flow (its first, server/areas/call_flow/seed.ts), so
 * that "where does this number go" has a path to show.
 */
export const seed: AreaSeed = async ({ groups, insert, ids }) => {
  for (const group of groups) {
    const [account] = ids('account', group.key);
    const sites = ids('site', group.key);
    const [mainFlow] = ids('call_flow', group.key);
    const numbers = NUMBERS[group.key];
    for (const [index, did] of numbers.entries()) {
      const routed = group.key === 'northwind' || index !== numbers.length - 1;
      await insert('did_routing', group.id, {
        did, account, site: sites[index % sites.length], language: 'nl',
        routing_active: routed,
        ...(routed && mainFlow !== undefined ? { call_flow: mainFlow } : {}),
      });
    }
  }
};

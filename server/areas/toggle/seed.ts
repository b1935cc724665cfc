import type { AreaSeed, DemoGroupKey } from '../../seed/types.ts';

interface DemoToggle {
  description: string;
  options: [label: string, shortcode: number][];
  active: number;
  favourite: boolean;
  /** Positions of the owners among the group's extensions (extension/seed.ts). */
  owners: number[];
  is_shared: boolean;
}

const TOGGLES: Record<DemoGroupKey, DemoToggle[]> = {
  northwind: [{ description: 'Reseller helpdesk', options: [['Staffed', 41], ['Voicemail only', 42]], active: 0, favourite: true, owners: [0], is_shared: true }],
  acme: [
    { description: 'Opening hours override', options: [['Follow schedule', 11], ['Closed', 12], ['Holiday closure', 13]], active: 0, favourite: true, owners: [0], is_shared: true },
    { description: 'Emergency dentist on call', options: [['Brussels clinic', 21], ['Ghent clinic', 22]], active: 1, favourite: false, owners: [0], is_shared: true },
    { description: 'Umar’s lunch cover', options: [['At my desk', 31], ['Reception takes my calls', 32]], active: 0, favourite: false, owners: [1], is_shared: false },
  ],
  blue_harbor: [
    { description: 'Storm procedure', options: [['Normal operations', 51], ['Storm: dispatch only', 52]], active: 0, favourite: true, owners: [0], is_shared: true },
  ],
};

/** Easy-flow choices the way a practice uses them: opening overrides, who is on call, a user's own. */
export const seed: AreaSeed = async ({ groups, insert, ids }) => {
  for (const group of groups) {
    const extensions = ids('extension', group.key);
    for (const toggle of TOGGLES[group.key]) {
      await insert('toggle', group.id, {
        description: toggle.description,
        options: toggle.options.map(([label, shortcode], index) => ({ label, shortcode, active: index === toggle.active })),
        favourite: toggle.favourite,
        owners: toggle.owners.map((position) => extensions[position]),
        is_shared: toggle.is_shared,
      });
    }
  }
};

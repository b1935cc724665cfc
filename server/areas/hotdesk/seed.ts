import type { AreaSeed, DemoGroupKey } from '../../seed/types.ts';
import { setPin } from './pins.ts';

interface DemoDesk {
  name: string;
  /** Position of the site among the group's (site/seed.ts). */
  site: number;
  /** Position of the extension signed in there, and since how many hours. */
  seated?: { position: number; hours: number };
}

const DESKS: Record<DemoGroupKey, DemoDesk[]> = {
  northwind: [],
  acme: [
    { name: 'Brussels front desk 1', site: 0, seated: { position: 3, hours: 3 } },
    { name: 'Brussels front desk 2', site: 0 },
    { name: 'Ghent consultation desk', site: 1, seated: { position: 6, hours: 26 } },
  ],
  blue_harbor: [
    { name: 'Quay office flex 1', site: 0, seated: { position: 2, hours: 1 } },
    { name: 'Warehouse floor desk', site: 1 },
  ],
};

/** The demo PIN of every extension that hotdesks in the demo: README, "Hotdesking". */
export const DEMO_PIN = '2580';

/** Shared desks per site, some taken; the extensions that hotdesk have the demo PIN. */
export const seed: AreaSeed = async ({ tx, groups, insert, ids }) => {
  for (const group of groups) {
    const extensions = ids('extension', group.key);
    const sites = ids('site', group.key);
    for (const desk of DESKS[group.key]) {
      const seated = desk.seated;
      await insert('hotdesk', group.id, {
        name: desk.name,
        site: sites[desk.site] ?? null,
        device: null,
        signed_in_extension: seated ? extensions[seated.position] : null,
        signed_in_at: seated ? new Date(Date.now() - seated.hours * 3_600_000).toISOString() : null,
      });
    }
    // Umar (Acme's plain user) and the seated ones can sign in anywhere with the demo PIN.
    const hotdeskers = new Set(DESKS[group.key].flatMap((desk) => (desk.seated ? [desk.seated.position] : [])));
    if (group.key === 'acme') hotdeskers.add(1);
    for (const position of hotdeskers) await setPin(tx, extensions[position], DEMO_PIN);
  }
};

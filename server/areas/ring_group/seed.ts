import type { AreaSeed, DemoGroupKey } from '../../seed/types.ts';
import { tableOf } from '../../resources/storageNames.ts';

interface DemoMember {
  /** The member's extension number (server/areas/extension/seed.ts). */
  extension: number;
  ring_delay?: number;
  /** Days from the day of seeding: a temporary member; negative: one whose date has passed. */
  expiresInDays?: number;
  ignore_extension_mobile?: boolean;
}

const RING_GROUPS: Record<DemoGroupKey, { description: string; extension: number; members: DemoMember[] }[]> = {
  northwind: [{ description: 'Support desk', extension: 500, members: [{ extension: 100 }] }],
  acme: [
    {
      description: 'Reception Brussels',
      extension: 500,
      members: [
        { extension: 210 },
        { extension: 201, ring_delay: 10, ignore_extension_mobile: true },
        // A stand-in for the summer: from the seed's day on it is past its date, so the API leaves it out.
        { extension: 208, ring_delay: 15, expiresInDays: -3 },
      ],
    },
    {
      description: 'Dentists on call',
      extension: 501,
      members: [
        { extension: 203 },
        { extension: 204 },
        // A locum until the end of next month.
        { extension: 206, ring_delay: 5, expiresInDays: 45 },
      ],
    },
    { description: 'Ghent clinic front desk', extension: 502, members: [{ extension: 205 }, { extension: 207, ring_delay: 8 }, { extension: 209, ring_delay: 8 }] },
  ],
  blue_harbor: [
    { description: 'Dispatch', extension: 500, members: [{ extension: 306 }, { extension: 301, ring_delay: 10 }] },
    { description: 'Warehouse floor', extension: 501, members: [{ extension: 303 }, { extension: 304, ignore_extension_mobile: true }, { extension: 305, expiresInDays: 30 }] },
  ],
};

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Each group's ring groups, made of its seeded extensions (by number). */
export const seed: AreaSeed = async ({ tx, groups, insert }) => {
  for (const group of groups) {
    const rows = await tx.query<{ id: number; number: string }>(`SELECT id, data ->> 'extension' AS number FROM ${tableOf('extension')} WHERE group_id = $1`, [group.id]);
    const idOf = new Map(rows.map((row) => [Number(row.number), row.id]));
    for (const ringGroup of RING_GROUPS[group.key]) {
      const members = ringGroup.members
        .filter((member) => idOf.has(member.extension))
        .map((member) => ({
          extension: idOf.get(member.extension)!,
          ring_delay: member.ring_delay ?? 0,
          expires: member.expiresInDays === undefined ? null : dayFromNow(member.expiresInDays),
          ignore_extension_mobile: member.ignore_extension_mobile ?? false,
        }));
      await insert('ring_group', group.id, { description: ringGroup.description, extension: ringGroup.extension, members });
    }
  }
};

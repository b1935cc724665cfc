import type { Queryable } from '../../db/index.ts';
import type { AreaSeed, DemoGroupKey } from '../../seed/types.ts';
import { tableOf } from '../../resources/storageNames.ts';

interface DemoQueue {
  description: string;
  extension: number;
  name_prefix?: string;
  /** Index into the group's seeded ring groups. */
  ringGroup?: number;
  /** Extension numbers of its own agents. */
  members: number[];
  /** Owners by extension number; the first is its creator. */
  owners: number[];
  is_shared: boolean;
  timeout: number;
  wrap_up_time: number;
  dtmf_exit_key?: string;
  /** Rings the group's first phonebook contact too (an on-call colleague). */
  withContact?: boolean;
  chime_interval?: number;
}

const QUEUES: Record<DemoGroupKey, DemoQueue[]> = {
  northwind: [{ description: 'Customer support', extension: 600, name_prefix: 'Support', ringGroup: 0, members: [100], owners: [100], is_shared: true, timeout: 600, wrap_up_time: 15 }],
  acme: [
    { description: 'Appointments', extension: 600, name_prefix: 'Appt', ringGroup: 0, members: [202, 205], owners: [201], is_shared: true, timeout: 300, wrap_up_time: 10, dtmf_exit_key: '0', chime_interval: 45 },
    { description: 'Emergencies', extension: 601, name_prefix: 'URGENT', ringGroup: 1, members: [], owners: [201], is_shared: true, timeout: 120, wrap_up_time: 5, withContact: true },
    { description: 'Billing questions', extension: 602, name_prefix: 'Billing', members: [202], owners: [202], is_shared: false, timeout: 900, wrap_up_time: 30, dtmf_exit_key: '#' },
  ],
  blue_harbor: [
    { description: 'Transport orders', extension: 600, name_prefix: 'Orders', ringGroup: 0, members: [302], owners: [301], is_shared: true, timeout: 480, wrap_up_time: 20, chime_interval: 60 },
    { description: 'Warehouse', extension: 601, ringGroup: 1, members: [], owners: [301], is_shared: false, timeout: 300, wrap_up_time: 10, dtmf_exit_key: '*' },
  ],
};

const idsOf = async (tx: Queryable, sql: string, params: unknown[]) => (await tx.query<{ id: number }>(sql, params)).map((row) => row.id);

/**
 * Each group's queues, made of what the seeds before wrote: its extensions (by number), ring
 * groups, phonebook contacts, its media files (announcements; hold music only from files marked
 * as such) and the shared ring tones. A queue without such files simply has none.
 */
export const seed: AreaSeed = async ({ tx, groups, insert, ids }) => {
  const ringTones = await idsOf(tx, `SELECT id FROM ${tableOf('ring_tone')} WHERE group_id IS NULL ORDER BY id`, []);
  for (const group of groups) {
    const extensions = await tx.query<{ id: number; number: string }>(`SELECT id, data ->> 'extension' AS number FROM ${tableOf('extension')} WHERE group_id = $1`, [group.id]);
    const idOf = new Map(extensions.map((row) => [Number(row.number), row.id]));
    const holdMusic = await idsOf(tx, `SELECT id FROM ${tableOf('media_file')} WHERE group_id = $1 AND data ->> 'usage' = 'hold_music' ORDER BY id`, [group.id]);
    const messages = await tx.query<{ id: number; description: string }>(
      `SELECT id, data ->> 'description' AS description FROM ${tableOf('media_file')} WHERE group_id = $1 AND data ->> 'usage' IS DISTINCT FROM 'hold_music' ORDER BY id`,
      [group.id],
    );
    // The welcome greeting opens the queue; a queue-position message, where there is one, repeats.
    const welcome = messages.find((m) => /welcome|welkom/i.test(m.description)) ?? messages[0];
    const position = messages.find((m) => /queue|position/i.test(m.description)) ?? welcome;
    const contacts = await idsOf(tx, `SELECT id FROM ${tableOf('phonebook_contact')} WHERE group_id = $1 ORDER BY id LIMIT 1`, [group.id]);
    const ringGroups = ids('ring_group', group.key);
    for (const [index, queue] of QUEUES[group.key].entries()) {
      const repetitive = queue.chime_interval !== undefined && position ? position.id : null;
      await insert('queue', group.id, {
        description: queue.description,
        extension: queue.extension,
        name_prefix: queue.name_prefix ?? null,
        ring_group: queue.ringGroup !== undefined ? (ringGroups[queue.ringGroup] ?? null) : null,
        members: queue.members.filter((n) => idOf.has(n)).map((n) => ({ extension: idOf.get(n)! })),
        contacts: queue.withContact ? contacts : [],
        announcements: welcome ? [welcome.id] : [],
        repetitive_message: repetitive,
        chime_interval: repetitive ? queue.chime_interval : null,
        hold_music: holdMusic[index % Math.max(holdMusic.length, 1)] ?? null,
        dtmf_exit_key: queue.dtmf_exit_key ?? null,
        ringtone: ringTones[index % Math.max(ringTones.length, 1)] ?? null,
        timeout: queue.timeout,
        wrap_up_time: queue.wrap_up_time,
        owners: queue.owners.filter((n) => idOf.has(n)).map((n) => idOf.get(n)!),
        is_shared: queue.is_shared,
      });
    }
  }
};

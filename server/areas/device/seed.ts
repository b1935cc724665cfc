import type { AreaSeed, DemoGroupKey } from '../../seed/types.ts';

type Button = [page: number, position: number, type: 'blf' | 'toggle' | 'speed_dial', name: string, value: string, manual?: boolean];

interface DemoDevice {
  description: string;
  model: string;
  type: 'desk_phone' | 'hand_held' | 'ata';
  mac: string;
  /** Index of the group's extension it belongs to; none for a shared phone. */
  user?: number;
  modules?: number;
  /** Hours since it last fetched its configuration; none: never. */
  seenHoursAgo?: number;
  phonebook?: boolean;
  voicemail?: boolean;
  /** BLF keys on the group's colleagues (extension indexes) from the first key on, and any others. */
  watch?: number[];
  buttons?: Button[];
}

const DEVICES: Record<DemoGroupKey, DemoDevice[]> = {
  northwind: [{ description: 'Support desk', model: 'yealink_t46u', type: 'desk_phone', mac: '80:5E:C0:10:00:01', user: 0, seenHoursAgo: 2 }],
  acme: [
    {
      description: 'Reception desk', model: 'yealink_t54w', type: 'desk_phone', mac: '80:5E:C0:21:0A:01', user: 9, modules: 1, seenHoursAgo: 1,
      phonebook: true, voicemail: true, watch: [0, 1, 2, 3, 4, 5, 6, 7],
      buttons: [[1, 9, 'speed_dial', 'Lab', '+3292231122'], [2, 1, 'speed_dial', 'Emergency line', '+3225880199', true]],
    },
    { description: 'Alice Admin', model: 'snom_d785', type: 'desk_phone', mac: '00:04:13:8A:22:01', user: 0, seenHoursAgo: 5, phonebook: true, watch: [9, 1] },
    { description: 'Treatment room 1', model: 'poly_vvx_450', type: 'desk_phone', mac: '64:16:7F:3C:10:11', user: 2, seenHoursAgo: 50, watch: [9] },
    { description: 'Ghent practice handset', model: 'gigaset_r700h', type: 'hand_held', mac: '7C:2F:80:5D:44:01', user: 5, seenHoursAgo: 3 },
    { description: 'Fax line', model: 'grandstream_ht802', type: 'ata', mac: 'C0:74:AD:12:34:56' },
  ],
  blue_harbor: [
    { description: 'Dispatch', model: 'yealink_t58w', type: 'desk_phone', mac: '80:5E:C0:31:00:06', user: 5, modules: 2, seenHoursAgo: 0.5, phonebook: true, watch: [0, 1, 2, 3, 4] },
    { description: 'Warehouse', model: 'yealink_w73h', type: 'hand_held', mac: '80:5E:C0:31:00:07', user: 3, seenHoursAgo: 30 },
  ],
};

/**
 * Each group's phones: desk phones with BLF keys on colleagues (labels from their names), one
 * key set up by support (manual), handsets and an ATA; some fetched recently, one not for two
 * days and one never, so that the list shows both.
 */
export const seed: AreaSeed = async ({ tx, groups, insert, ids }) => {
  for (const group of groups) {
    const extensionIds = ids('extension', group.key);
    const people = await tx.query<{ id: number; data: { extension: number; name: string } }>(
      'SELECT id, data FROM res_extension WHERE group_id = $1 ORDER BY id',
      [group.id],
    );
    const person = (i: number) => people.find((p) => p.id === extensionIds[i]);
    for (const d of DEVICES[group.key]) {
      const device = await insert('device', group.id, {
        description: d.description,
        type: d.type,
        model: d.model,
        expansion_modules: d.modules ?? 0,
        mac_address: d.mac,
        extension: d.user === undefined ? null : (extensionIds[d.user] ?? null),
        site: ids('site', group.key)[0] ?? null,
        phonebook: d.phonebook ? (ids('phonebook', group.key)[0] ?? null) : null,
        phonebook_extensions_filter: 'group',
        voicemail_box: d.voicemail ? (ids('voicemail_box', group.key)[0] ?? null) : null,
        second_call_waiting: d.type === 'desk_phone',
        call_waiting_tone: d.type === 'desk_phone',
        headset_training: false,
        last_update: d.seenHoursAgo === undefined ? null : new Date(Date.now() - d.seenHoursAgo * 3600_000).toISOString(),
      });
      const blf = (d.watch ?? []).map((i) => person(i)).filter((p) => p !== undefined);
      for (const [k, p] of blf.entries()) {
        await insert('dss_button', group.id, { device, module: 0, page: 1, position: k + 1, type: 'blf', name: p.data.name, value: String(p.data.extension), label: p.data.name });
      }
      for (const [page, position, type, name, value, manual] of d.buttons ?? []) {
        await insert('dss_button', group.id, { device, module: 0, page, position, type, name, value, label: name, manual: Boolean(manual) });
      }
    }
  }
};

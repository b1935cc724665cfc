import type { Queryable } from '../../../db/index.ts';
import type { DirectoryEntry } from './input.ts';

/**
 * The phone's directory: its colleagues' extensions, those of its site or of the whole group as
 * the device says (phonebook_extensions_filter), then the contacts of its phonebook with their
 * second number. Each vendor's template writes it in that vendor's remote-phonebook format.
 */
export async function loadDirectory(db: Queryable, deviceId: number): Promise<DirectoryEntry[]> {
  const [device] = await db.query<{ group_id: number; data: Record<string, unknown> }>('SELECT group_id, data FROM res_device WHERE id = $1', [deviceId]);
  if (!device) return [];
  const site = device.data.phonebook_extensions_filter === 'site' ? ((device.data.site as number | null) ?? null) : null;
  const extensions = await db.query<{ name: string; extension: number }>(
    `SELECT data ->> 'name' AS name, (data ->> 'extension')::int AS extension FROM res_extension
      WHERE group_id = $1 AND ($2::int IS NULL OR (data ->> 'site')::int = $2)
      ORDER BY data ->> 'name'`,
    [device.group_id, site],
  );
  const contacts = device.data.phonebook
    ? await db.query<{ name: string; number: string; mobile: string | null }>(
        `SELECT data ->> 'display_name' AS name, data ->> 'number' AS number, data ->> 'mobile' AS mobile
           FROM res_phonebook_contact WHERE group_id = $1 AND (data ->> 'phonebook')::int = $2 ORDER BY data ->> 'display_name'`,
        [device.group_id, device.data.phonebook],
      )
    : [];
  return [
    ...extensions.map((e) => ({ name: e.name, number: String(e.extension) })),
    ...contacts.flatMap((c) => [{ name: c.name, number: c.number }, ...(c.mobile ? [{ name: c.name, number: c.mobile }] : [])]),
  ];
}

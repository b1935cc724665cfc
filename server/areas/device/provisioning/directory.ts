import type { Queryable } from '../../../db/index.ts';
import type { DeviceConfigSource } from './config.ts';

/** One CSV field, quoted, so that commas, quotes and line breaks in names cannot break a row. */
const field = (value: unknown) => `"${String(value ?? '').replace(/"/g, '""').replace(/[\r\n]+/g, ' ')}"`;

/**
 * The phone's directory as CSV (name, number, kind): its colleagues' extensions, those of its
 * site or of the whole group as the device says (phonebook_extensions_filter), then the contacts
 * of its phonebook with their second number. Read by the phone from the URL its configuration names.
 */
export async function buildDirectory(db: Queryable, source: DeviceConfigSource, groupId: number): Promise<string> {
  const site = source.device.phonebook_extensions_filter === 'site' ? (source.device.site as number | null) : null;
  const extensions = await db.query<{ name: string; extension: number }>(
    `SELECT data ->> 'name' AS name, (data ->> 'extension')::int AS extension FROM res_extension
      WHERE group_id = $1 AND ($2::int IS NULL OR (data ->> 'site')::int = $2)
      ORDER BY data ->> 'name'`,
    [groupId, site],
  );
  const contacts = source.device.phonebook
    ? await db.query<{ name: string; number: string; mobile: string | null }>(
        `SELECT data ->> 'display_name' AS name, data ->> 'number' AS number, data ->> 'mobile' AS mobile
           FROM res_phonebook_contact WHERE group_id = $1 AND (data ->> 'phonebook')::int = $2 ORDER BY data ->> 'display_name'`,
        [groupId, source.device.phonebook],
      )
    : [];
  const rows = [
    ['name', 'number', 'kind'],
    ...extensions.map((e) => [e.name, e.extension, 'extension']),
    ...contacts.flatMap((c) => [[c.name, c.number, 'contact'], ...(c.mobile ? [[c.name, c.mobile, 'contact_mobile']] : [])]),
  ];
  return `${rows.map((r) => r.map(field).join(',')).join('\r\n')}\r\n`;
}

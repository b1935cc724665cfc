import type { Queryable } from '../../../db/index.ts';
import { modelOf } from '../../../../core/device/catalogue.ts';
import { RESYNC_SECONDS } from './constants.ts';

type Data = Record<string, unknown>;

/** What a device's configuration is made of, read in one place for the push and the fetch. */
export interface DeviceConfigSource {
  id: number;
  groupId: number;
  domain: string | null;
  device: Data;
  extension: Data | null;
  buttons: Data[];
}

/** The device with its group's SIP domain, its user's extension and its buttons; undefined when it is gone. */
export async function loadConfigSource(db: Queryable, deviceId: number): Promise<DeviceConfigSource | undefined> {
  const [row] = await db.query<{ data: Data; group_id: number; domain: string | null; extension: Data | null }>(
    `SELECT d.data, d.group_id, g.domain, e.data AS extension
       FROM res_device d JOIN groups g ON g.id = d.group_id
       LEFT JOIN res_extension e ON e.id = (d.data ->> 'extension')::integer AND e.group_id = d.group_id
      WHERE d.id = $1`,
    [deviceId],
  );
  if (!row) return undefined;
  const buttons = await db.query<{ data: Data }>(
    `SELECT data FROM res_dss_button WHERE device_id = $1
      ORDER BY (data ->> 'module')::int NULLS FIRST, (data ->> 'page')::int NULLS FIRST, (data ->> 'position')::int`,
    [deviceId],
  );
  return { id: deviceId, groupId: row.group_id, domain: row.domain, device: row.data, extension: row.extension, buttons: buttons.map((b) => b.data) };
}

/** One value on one line: line breaks and quotes cannot break the file's shape. */
const quoted = (value: unknown) => JSON.stringify(String(value ?? ''));
const flag = (value: unknown) => (value ? '1' : '0');

/**
 * The device's configuration in a simple vendor-neutral text format, one `key = value` a line
 * (values of free text JSON-quoted), which a template per vendor turns into its own file
 * (Yealink .cfg, Snom XML, Poly .cfg). `directory.url` is where the phone reads its directory
 * (colleagues and phonebook contacts, directory.ts), with the same credentials. No SIP password: the phone platform, which owns the
 * SIP accounts, adds it when it renders the vendor's file.
 */
export function buildConfig(source: DeviceConfigSource, directoryUrl: string | null): string {
  const { device, extension } = source;
  const model = modelOf(device.model);
  const lines = [
    '# switchboard provisioning v1',
    `device.mac = ${String(device.mac_address)}`,
    `device.model = ${String(device.model)}`,
    `device.model_name = ${quoted(model?.name)}`,
    `device.type = ${String(device.type)}`,
    `device.expansion_modules = ${Number(device.expansion_modules ?? 0)}`,
    `provisioning.resync_seconds = ${RESYNC_SECONDS}`,
  ];
  if (extension) {
    lines.push(
      `sip.server = ${source.domain ?? ''}`,
      `sip.user = ${String(extension.extension)}`,
      `sip.auth_user = ${String(extension.extension)}`,
      `sip.display_name = ${quoted(extension.name)}`,
    );
  }
  lines.push(
    `features.call_waiting = ${flag(device.second_call_waiting)}`,
    `features.call_waiting_tone = ${flag(device.call_waiting_tone)}`,
    `features.headset_training = ${flag(device.headset_training)}`,
    `directory.extensions = ${String(device.phonebook_extensions_filter ?? 'group')}`,
  );
  if (source.device.phonebook) lines.push(`directory.phonebook = ${Number(source.device.phonebook)}`);
  if (directoryUrl) lines.push(`directory.url = ${directoryUrl}`);
  if (device.voicemail_box) lines.push(`voicemail.box = ${Number(device.voicemail_box)}`);
  for (const b of source.buttons) {
    // key.<module>.<page>.<position>: module 0 is the phone itself.
    const key = `key.${Number(b.module ?? 0)}.${Number(b.page ?? 1)}.${Number(b.position)}`;
    lines.push(`${key}.type = ${String(b.type)}`, `${key}.value = ${quoted(b.value)}`, `${key}.label = ${quoted(b.label || b.name)}`);
  }
  return `${lines.join('\n')}\n`;
}

import type { Queryable } from '../../../db/index.ts';
import { modelOf, type DeviceModel } from '../../../../core/device/catalogue.ts';
import { readSipAccount } from '../../../sip/accounts.ts';
import { RESYNC_SECONDS } from './constants.ts';
import { registrarOf, type Registrar, type SipTransport } from './registrar.ts';
import { zoneOfCountry, type ZoneInfo } from './timezone.ts';

type Data = Record<string, unknown>;

/** One programmable key: what it does in terms every vendor has (BLF or speed dial). */
export interface ProvisioningKey {
  /** 0: the phone; 1 and up: its expansion modules. */
  unit: number;
  page: number;
  position: number;
  /** 1-based over the unit's pages: (page - 1) × keys per page + position, as vendors number keys. */
  index: number;
  /** A toggle is a speed dial to ##shortcode (configuration-areas §9). */
  kind: 'blf' | 'speed_dial';
  /** The number the key calls or watches. */
  number: string;
  label: string;
}

export interface ProvisioningAccount {
  server: string;
  port: number;
  transport: SipTransport;
  domain: string;
  user: string;
  authName: string;
  password: string;
  displayName: string;
}

export interface DirectoryEntry {
  name: string;
  number: string;
}

/** Everything any vendor's file is rendered from: built once per answer (one input builder for every template). */
export interface ProvisioningInput {
  deviceId: number;
  /** 12 lower-case hex digits, the form in most file names. */
  mac: string;
  model: DeviceModel;
  modules: number;
  account?: ProvisioningAccount;
  /** The phone's own keys, and each expansion module's (modules[0] is module 1). */
  keys: ProvisioningKey[];
  moduleKeys: ProvisioningKey[][];
  language: 'en' | 'nl' | 'fr';
  zone: ZoneInfo;
  resyncSeconds: number;
  callWaiting: boolean;
  callWaitingTone: boolean;
  /** Where the phone reads its directory, with the same credentials; filled in by the route. */
  baseUrl: string;
  /** What the phone authenticated with, for the vendors whose directory fetch needs them written out (it knows them already). */
  credentials: { user: string; password: string };
  directory: DirectoryEntry[];
}

const LANGUAGES = ['en', 'nl', 'fr'] as const;

function keyOf(button: Data, model: DeviceModel): ProvisioningKey {
  const unit = Number(button.module ?? 0);
  const page = Number(button.page ?? 1);
  const position = Number(button.position);
  const perPage = unit === 0 ? model.perPage : (model.module?.perPage ?? 0);
  const value = String(button.value ?? '');
  return {
    unit, page, position,
    index: (page - 1) * perPage + position,
    kind: button.type === 'blf' ? 'blf' : 'speed_dial',
    number: button.type === 'toggle' ? `##${value}` : value,
    label: String(button.label || button.name || value),
  };
}

interface DeviceRow {
  id: number;
  data: Data;
  secret_hash: string | null;
  site: Data | null;
  extension_id: number | null;
  extension: Data | null;
  /** The device's buttons as one JSON text: one row to transfer instead of one per key (PGlite pays per row). */
  buttons: string | null;
}

/** The device, its provisioning secret, site, user and keys in one query: a fetch is answered with few round trips. */
const DEVICE_SQL = (where: string) =>
  `SELECT d.id, d.data, p.secret_hash, s.data AS site, e.id AS extension_id, e.data AS extension,
          (SELECT json_agg(b.data)::text FROM res_dss_button b WHERE b.device_id = d.id) AS buttons
     FROM res_device d
     LEFT JOIN device_provisioning p ON p.device_id = d.id
     LEFT JOIN res_site s ON s.id = (d.data ->> 'site')::integer AND s.group_id = d.group_id
     LEFT JOIN res_extension e ON e.id = (d.data ->> 'extension')::integer AND e.group_id = d.group_id
    WHERE ${where}`;

/** The device with its site, user and keys; undefined when it is gone or has no model (nothing to provision). */
export async function loadInput(db: Queryable, deviceId: number, registrar: Registrar = registrarOf()): Promise<ProvisioningInput | undefined> {
  const [row] = await db.query<DeviceRow>(DEVICE_SQL('d.id = $1'), [deviceId]);
  return row && inputOf(db, row, registrar);
}

/**
 * The device of a MAC address (canonical, 00:15:65:AA:BB:CC) with its secret's hash, and a way to
 * build its input once the secret is checked. The lookup uses the unique index on the address.
 */
export async function loadByMac(db: Queryable, mac: string): Promise<{ id: number; secretHash: string | null; input: () => Promise<ProvisioningInput | undefined> } | undefined> {
  const [row] = await db.query<DeviceRow>(DEVICE_SQL(`lower(d.data ->> 'mac_address') = lower($1)`), [mac]);
  // The phone of an inactive extension is refused like any other (configuration-areas §4).
  if (row?.extension?.active === false) return undefined;
  return row && { id: row.id, secretHash: row.secret_hash, input: () => inputOf(db, row, registrarOf()) };
}

const byPlace = (a: Data, b: Data) =>
  Number(a.module ?? 0) - Number(b.module ?? 0) || Number(a.page ?? 1) - Number(b.page ?? 1) || Number(a.position) - Number(b.position);

async function inputOf(db: Queryable, row: DeviceRow, registrar: Registrar): Promise<ProvisioningInput | undefined> {
  const deviceId = row.id;
  const model = modelOf(row.data.model);
  if (!model) return undefined;
  const buttons = ((row.buttons ? JSON.parse(row.buttons) : []) as Data[]).sort(byPlace).map((data) => ({ data }));
  const sip = row.extension_id === null ? undefined : await readSipAccount(db, row.extension_id);
  const modules = model.module ? Math.min(Number(row.data.expansion_modules ?? 0), model.module.max) : 0;
  const keys = buttons.map((b) => keyOf(b.data, model));
  const language = String(row.extension?.language ?? 'en') as ProvisioningInput['language'];
  return {
    deviceId,
    mac: String(row.data.mac_address).replace(/[:-]/g, '').toLowerCase(),
    model,
    modules,
    account: sip && {
      server: registrar.host,
      port: registrar.port,
      transport: registrar.transport,
      domain: sip.domain,
      user: sip.username,
      authName: sip.authName,
      password: sip.password,
      displayName: String(row.extension?.name ?? sip.username),
    },
    keys: keys.filter((k) => k.unit === 0 && k.position <= model.perPage),
    moduleKeys: Array.from({ length: modules }, (_, i) => keys.filter((k) => k.unit === i + 1)),
    language: LANGUAGES.includes(language) ? language : 'en',
    zone: zoneOfCountry((row.site?.country_code as string | undefined) ?? (row.extension?.country_code as string | undefined)),
    resyncSeconds: RESYNC_SECONDS,
    callWaiting: Boolean(row.data.second_call_waiting),
    callWaitingTone: Boolean(row.data.call_waiting_tone),
    baseUrl: '',
    credentials: { user: '', password: '' },
    directory: [],
  };
}

import type { ProvisioningInput, ProvisioningKey } from '../../input.ts';
import type { VendorFamily } from '../types.ts';

/**
 * Yealink desk phones (T5x/T4x/T3x) and the W70B DECT base that a W73H handset registers
 * through. The phone asks for y000000000000.boot, its model's common file y0000000000NN.cfg,
 * then <mac>.cfg (Yealink admin guide, "Central provisioning"); all are `key = value` lines after
 * the mandatory `#!version:1.0.0.1`. Common: time, language, re-fetch; <mac>.cfg: account, keys.
 */
const COMMON: Record<string, string> = {
  yealink_t54w: 'y000000000096.cfg',
  yealink_t58w: 'y000000000150.cfg',
  yealink_t46u: 'y000000000108.cfg',
  yealink_t31g: 'y000000000123.cfg',
  // The handset is provisioned through its W70B base, which asks for the base's common file.
  yealink_w73h: 'y000000000146.cfg',
};

/** DSS key types of the admin guide: 0 none (clears a key removed since), 13 speed dial, 16 BLF. */
const TYPE = { none: 0, speed_dial: 13, blf: 16 } as const;
const TRANSPORT = { udp: 0, tcp: 1, tls: 2 } as const;
const LANGUAGE = { en: 'English', nl: 'Dutch', fr: 'French' } as const;
/** Yealink's own zone names, which carry the summer-time rule; others fall back to the offset alone. */
const ZONE_NAME: Record<string, string> = {
  'Europe/Brussels': 'Belgium(Brussels)',
  'Europe/Amsterdam': 'Netherlands(Amsterdam)',
  'Europe/Paris': 'France(Paris)',
};

const offset = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${minutes === 0 ? '' : sign}${Math.floor(abs / 60)}${abs % 60 ? `:${abs % 60}` : ''}`;
};

/** Every key of a unit, the unset ones as type 0 so that a key removed in the portal is cleared. */
function allKeys(count: number, keys: ProvisioningKey[]) {
  return Array.from({ length: count }, (_, i) => {
    const key = keys.find((k) => k.index === i + 1);
    return key ? { n: i + 1, type: TYPE[key.kind], value: key.number, label: key.label } : { n: i + 1, type: TYPE.none, value: '', label: '' };
  });
}

export const yealink: VendorFamily = {
  id: 'yealink',
  models: Object.keys(COMMON),
  escape: 'line',
  fileFor(file, mac, input) {
    const name = file.toLowerCase();
    if (name === 'y000000000000.boot') return { template: 'boot', contentType: 'text/plain; charset=utf-8' };
    if (name === COMMON[input.model.id]) return { template: 'common', contentType: 'text/plain; charset=utf-8' };
    if (name === `${mac}.cfg`) return { template: 'config', contentType: 'text/plain; charset=utf-8' };
    if (name === `${mac}-directory.xml`) return { template: 'directory', contentType: 'application/xml; charset=utf-8', directory: true, escape: 'xml' };
    return undefined;
  },
  configFile: (mac) => `${mac}.cfg`,
  view(input: ProvisioningInput) {
    const handset = input.model.type === 'hand_held';
    return {
      common: COMMON[input.model.id],
      mac: input.mac,
      handset,
      account: input.account && { ...input.account, transport: TRANSPORT[input.account.transport] },
      keys: handset ? [] : allKeys(input.model.perPage * input.model.pages, input.keys),
      modules: input.moduleKeys.map((keys, i) => ({ n: i + 1, keys: allKeys((input.model.module?.perPage ?? 0) * (input.model.module?.pages ?? 0), keys) })),
      language: LANGUAGE[input.language],
      zone: { offset: offset(input.zone.standardMinutes), name: ZONE_NAME[input.zone.name], summerTime: input.zone.summerTime ? 2 : 0 },
      resyncMinutes: Math.floor(input.resyncSeconds / 60),
      callWaiting: input.callWaiting ? 1 : 0,
      callWaitingTone: input.callWaitingTone ? 1 : 0,
      directoryUrl: `${input.baseUrl}${input.mac}-directory.xml`,
      credentials: input.credentials,
      directory: input.directory,
    };
  },
};

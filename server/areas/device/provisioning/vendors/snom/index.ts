import type { ProvisioningInput } from '../../input.ts';
import type { VendorFamily } from '../types.ts';
import { urlWithCredentials } from '../urls.ts';

/**
 * Snom D7xx desk phones and their D7 modules. The phone asks for snom<model>-<MAC>.htm (or the
 * setting URL set through SRAPS, <mac>.xml); both answer the same settings XML
 * (<settings><phone-settings>, <functionKeys>), Snom's "XML provisioning" format.
 */
const MODEL_NAME: Record<string, string> = { snom_d785: 'D785', snom_d735: 'D735' };
const LANGUAGE = { en: 'English', nl: 'Nederlands', fr: 'Français' } as const;
/** Snom's own zone codes (a country and its standard offset); a zone not listed keeps the phone's. */
const ZONE: Record<string, string> = {
  'Europe/Brussels': 'BEL+1', 'Europe/Amsterdam': 'NLD+1', 'Europe/Paris': 'FRA+1', 'Europe/Luxembourg': 'LUX+1',
  'Europe/Berlin': 'GER+1', 'Europe/London': 'GBR-0', 'Europe/Dublin': 'IRL-0',
};

export const snom: VendorFamily = {
  id: 'snom',
  models: Object.keys(MODEL_NAME),
  escape: 'xml',
  fileFor(file, mac, input) {
    const name = file.toLowerCase();
    const model = MODEL_NAME[input.model.id]?.toLowerCase();
    if (name === `snom${model}-${mac}.htm` || name === `snom${model}.htm` || name === `${mac}.xml`) {
      return { template: 'settings', contentType: 'application/xml; charset=utf-8' };
    }
    if (name === `${mac}-directory.xml`) return { template: 'directory', contentType: 'application/xml; charset=utf-8', directory: true };
    return undefined;
  },
  configFile: (mac) => `${mac}.xml`,
  view(input: ProvisioningInput) {
    const own = input.model.perPage * input.model.pages;
    const perModule = (input.model.module?.perPage ?? 0) * (input.model.module?.pages ?? 0);
    const domain = input.account?.domain ?? '';
    const fkey = (kind: 'blf' | 'speed_dial', number: string) => (kind === 'blf' ? `blf <sip:${number}@${domain}>` : `speed ${number}`);
    // fkey idx counts from 0 over the phone's keys, then each module's after them.
    const keys = [
      ...Array.from({ length: own }, (_, i) => ({ idx: i, key: input.keys.find((k) => k.index === i + 1) })),
      ...input.moduleKeys.flatMap((keys, m) => Array.from({ length: perModule }, (_, i) => ({ idx: own + m * perModule + i, key: keys.find((k) => k.index === i + 1) }))),
    ].map(({ idx, key }) => ({ idx, label: key?.label ?? '', value: key ? fkey(key.kind, key.number) : 'none' }));
    return {
      account: input.account,
      keys,
      language: LANGUAGE[input.language],
      zone: ZONE[input.zone.name],
      resyncSeconds: input.resyncSeconds,
      callWaiting: input.callWaiting ? (input.callWaitingTone ? 'on' : 'visual') : 'off',
      settingServer: `${input.baseUrl}${input.mac}.xml`,
      directoryUrl: urlWithCredentials(`${input.baseUrl}${input.mac}-directory.xml`, input.credentials),
      directory: input.directory,
    };
  },
};

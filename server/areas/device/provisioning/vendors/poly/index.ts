import type { ProvisioningInput } from '../../input.ts';
import type { VendorFamily } from '../types.ts';

/**
 * Poly VVX (UC Software 5.x/6.x). The phone asks for its master configuration <mac>.cfg
 * (<APPLICATION CONFIG_FILES=…>), which names <mac>-phone.cfg (<PHONE_CONFIG>, the settings as
 * attributes), then reads its contact directory <mac>-directory.xml from the same server.
 * BLF keys are attendant.resourceList entries; speed dials are directory contacts with a speed
 * dial index (<sd>), which the phone shows on its free line keys, then on its EM50 modules.
 */
const LANGUAGE = { en: 'English_United_Kingdom', nl: 'Dutch_Netherlands', fr: 'French_France' } as const;
const TRANSPORT = { udp: 'UDPOnly', tcp: 'TCPOnly', tls: 'TLS' } as const;

export const poly: VendorFamily = {
  id: 'poly',
  models: ['poly_vvx_450', 'poly_vvx_250'],
  escape: 'xml',
  fileFor(file, mac) {
    const name = file.toLowerCase();
    if (name === `${mac}.cfg`) return { template: 'master', contentType: 'application/xml; charset=utf-8' };
    if (name === `${mac}-phone.cfg`) return { template: 'phone', contentType: 'application/xml; charset=utf-8' };
    if (name === `${mac}-directory.xml`) return { template: 'directory', contentType: 'application/xml; charset=utf-8', directory: true };
    return undefined;
  },
  configFile: (mac) => `${mac}.cfg`,
  view(input: ProvisioningInput) {
    const keys = [...input.keys, ...input.moduleKeys.flat()];
    const domain = input.account?.domain ?? '';
    const european = input.zone.summerTime && input.zone.name.startsWith('Europe/');
    return {
      mac: input.mac,
      account: input.account && { ...input.account, transport: TRANSPORT[input.account.transport] },
      blf: keys.filter((k) => k.kind === 'blf').map((k, i) => ({ n: i + 1, address: `${k.number}@${domain}`, label: k.label })),
      speedDials: keys.filter((k) => k.kind === 'speed_dial').map((k, i) => ({ sd: i + 1, name: k.label, number: k.number })),
      language: LANGUAGE[input.language],
      gmtOffset: input.zone.standardMinutes * 60,
      summerTime: input.zone.summerTime ? 1 : 0,
      // Poly's default rule is North America's: a European zone says its own (last Sunday of March to last Sunday of October).
      european,
      summerStart: 1 + input.zone.standardMinutes / 60,
      resyncSeconds: input.resyncSeconds,
      callWaiting: input.callWaiting ? 1 : 0,
      callWaitingRing: input.callWaitingTone ? 'beep' : 'silent',
      directory: input.directory,
    };
  },
};

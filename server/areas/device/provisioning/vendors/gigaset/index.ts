import type { ProvisioningInput } from '../../input.ts';
import type { VendorFamily } from '../types.ts';
import { urlWithCredentials } from '../urls.ts';

/**
 * Gigaset PRO handsets (R700H, SL800H) register through their DECT base (N670/N870 IP PRO),
 * which is the device that fetches: <mac>.xml, the base's <provisioning><nvm> file of
 * <param name=… value=…/> settings. The handset is added as handset 1 with the account; the
 * base's own SIP provider 0 holds the registrar. Its network directory is Gigaset's XML
 * phonebook (<list><entry><ln/><hm/></entry></list>), read from XMLDir.1.ServerURL.
 * The handsets' keys are set on the handset itself: the base has no key settings to send, and
 * no documented setting for the handsets' language (each handset keeps the one chosen on it).
 * The base fetches again every Provisioning.global.Period seconds (its default, 0, is once a
 * night between 1 and 4; Gigaset asks for no less than 1800).
 */
const MIN_PERIOD = 1800;
const TRANSPORT = { udp: 1, tcp: 2, tls: 3 } as const;

export const gigaset: VendorFamily = {
  id: 'gigaset',
  models: ['gigaset_r700h', 'gigaset_sl800h'],
  escape: 'xml',
  fileFor(file, mac) {
    const name = file.toLowerCase();
    if (name === `${mac}.xml`) return { template: 'config', contentType: 'application/xml; charset=utf-8' };
    if (name === `${mac}-directory.xml`) return { template: 'directory', contentType: 'application/xml; charset=utf-8', directory: true };
    return undefined;
  },
  configFile: (mac) => `${mac}.xml`,
  view(input: ProvisioningInput) {
    return {
      account: input.account && { ...input.account, transport: TRANSPORT[input.account.transport] },
      zone: input.zone.name,
      resyncSeconds: Math.max(MIN_PERIOD, input.resyncSeconds),
      provisioningServer: input.baseUrl,
      directoryUrl: urlWithCredentials(`${input.baseUrl}${input.mac}-directory.xml`, input.credentials),
      directory: input.directory,
    };
  },
};

import type { ProvisioningInput } from '../../input.ts';
import type { VendorFamily } from '../types.ts';

/**
 * Grandstream HT8xx analogue adapters. The adapter asks for cfg<mac>.xml (<gs_provision> with
 * one <Pnnn> element per setting, Grandstream's "XML provisioning" of the HT80x/HT81x). An
 * analogue phone has no programmable keys and no directory: those files are 404.
 * HT802: each port has its own account (port 1: P271, P47, P35…); HT814: one SIP profile
 * (P271, P47, P130) with each port's user in P4060+n, P4090+n, P4120+n, P4180+n.
 */
const TRANSPORT = { udp: 0, tcp: 1, tls: 2 } as const;

export const grandstream: VendorFamily = {
  id: 'grandstream',
  models: ['grandstream_ht802', 'grandstream_ht814'],
  escape: 'xml',
  fileFor(file, mac) {
    return file.toLowerCase() === `cfg${mac}.xml` ? { template: 'config', contentType: 'application/xml; charset=utf-8' } : undefined;
  },
  configFile: (mac) => `cfg${mac}.xml`,
  view(input: ProvisioningInput) {
    const base = new URL(input.baseUrl || 'http://localhost/');
    return {
      mac: input.mac,
      ht814: input.model.id === 'grandstream_ht814',
      account: input.account && { ...input.account, transport: TRANSPORT[input.account.transport] },
      // Interface prompts exist in English, Chinese, Russian and Spanish only: English (0) for every user.
      language: 0,
      posixZone: input.zone.posix,
      // P194 3: check the configuration every P193 minutes (at least 60).
      resyncMinutes: Math.max(60, Math.floor(input.resyncSeconds / 60)),
      protocol: base.protocol === 'https:' ? 2 : 1,
      serverPath: `${base.host}${base.pathname.replace(/\/$/, '')}`,
    };
  },
};

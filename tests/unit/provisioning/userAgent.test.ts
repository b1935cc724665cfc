import { describe, expect, it } from 'vitest';
import { phoneOfUserAgent } from '../../../server/areas/device/provisioning/userAgent.ts';
import { FAMILIES } from '../../../server/areas/device/provisioning/vendors/index.ts';

/**
 * Real phones' User-Agents as provisioning servers log them (the samples in the device-info
 * extractors of the Wazo provd plugins and in other provisioners' notes), with the family and MAC
 * address each one gives away.
 */
const SAMPLES: [string, { family?: string; mac?: string }][] = [
  ['Yealink SIP-T54W 96.86.0.100 00:15:65:aa:bb:cc', { family: 'yealink', mac: '001565aabbcc' }],
  ['Yealink SIP-T46U 108.86.0.45 24:9A:D8:1E:83:FA', { family: 'yealink', mac: '249ad81e83fa' }],
  ['Yealink W70B 146.85.0.20 80:5e:c0:21:0a:01', { family: 'yealink', mac: '805ec0210a01' }],
  // Yealink's MAC address in the User-Agent is a setting: without it, the vendor alone.
  ['Yealink SIP-T54W 96.86.0.100', { family: 'yealink' }],
  ['Mozilla/4.0 (compatible; snomD785-SIP 10.1.33.33 2010.12-00004-g9ba52f5 000413922D24 SXM:0 UXM:0)', { family: 'snom', mac: '000413922d24' }],
  ['Mozilla/4.0 (compatible; snomD735-SIP 10.1.54.13 000413B2C3D4)', { family: 'snom', mac: '000413b2c3d4' }],
  ['Mozilla/4.0 (compatible; snom710-SIP 8.7.3.19 1.1.5-IFX-05.01.12)', { family: 'snom' }],
  ['FileTransport PolycomVVX-VVX_450-UA/5.9.1.0615 Type/Application', { family: 'poly' }],
  ['FileTransport PolycomSoundPointIP-SPIP_550-UA/4.0.15.1047 (SN:0004f2a11a1a) Type/Application', { family: 'poly', mac: '0004f2a11a1a' }],
  ['Grandstream Model HW HT802 V2.0A SW 1.0.17.5 DevId c074ad273a10', { family: 'grandstream', mac: 'c074ad273a10' }],
  ['Grandstream Model HW HT814 SW 1.0.43.11 DevId C074AD112233', { family: 'grandstream', mac: 'c074ad112233' }],
  ['Gigaset N870 IP PRO/83.V2.11.0+build.a546b91;7C2F80E0D605', { family: 'gigaset', mac: '7c2f80e0d605' }],
  // Not a phone we know: the path alone decides.
  ['curl/8.5.0', {}],
  ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36', {}],
  ['', {}],
];

describe('a phone’s User-Agent', () => {
  it.each(SAMPLES)('%j', (userAgent, expected) => {
    expect(phoneOfUserAgent(userAgent)).toEqual(expected);
  });

  it('names only families that provision a model', () => {
    const families = new Set(FAMILIES.map((f) => f.id));
    for (const [userAgent] of SAMPLES) {
      const { family } = phoneOfUserAgent(userAgent);
      if (family) expect(families.has(family), family).toBe(true);
    }
  });

  it('reads no more than the first 300 characters, and no header at all', () => {
    expect(phoneOfUserAgent(undefined)).toEqual({});
    expect(phoneOfUserAgent(`${'x'.repeat(300)}Yealink SIP-T54W 96.86.0.100 00:15:65:aa:bb:cc`)).toEqual({});
  });
});

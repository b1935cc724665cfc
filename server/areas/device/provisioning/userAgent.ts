/**
 * What a phone's HTTP User-Agent says about it: the vendor family whose firmware asks, and the
 * MAC address when the firmware writes it. The forms are the vendors' own, as provisioning
 * servers meet them (the device-info extractors of the Wazo provd plugins list real samples):
 *
 * - Yealink: `Yealink SIP-T54W 96.86.0.100 00:15:65:aa:bb:cc` (the W70B base: `Yealink W70B …`)
 * - Snom: `Mozilla/4.0 (compatible; snomD785-SIP 10.1.33.33 2010.12-00004-g9ba52f5 000413922D24 SXM:0 UXM:0)`
 * - Poly: `FileTransport PolycomVVX-VVX_450-UA/5.9.1.0615 Type/Application`, older with `(SN:0004f2e765da)`
 * - Grandstream: `Grandstream Model HW HT802 V2.0A SW 1.0.17.5 DevId c074ad273a10`
 * - Gigaset: `Gigaset N870 IP PRO/83.V2.11.0+build.a546b91;7C2F80E0D605`
 *
 * Anything else (curl, a browser, a firmware we do not know) says nothing: the path decides.
 */
interface Signature {
  family: string;
  vendor: RegExp;
  /** The MAC address's place in this vendor's User-Agent, as its first group. */
  mac: RegExp;
}

const SIGNATURES: readonly Signature[] = [
  { family: 'yealink', vendor: /^Yealink\b/i, mac: /\s([0-9a-f]{2}(?::[0-9a-f]{2}){5})\s*$/i },
  { family: 'snom', vendor: /\bsnom\w*-SIP\b/i, mac: /\s([0-9a-f]{12})(?=[\s)])/i },
  { family: 'poly', vendor: /^FileTransport Poly/i, mac: /\(SN:([0-9a-f]{12})\)/i },
  { family: 'grandstream', vendor: /^Grandstream\b/i, mac: /\bDevId ([0-9a-f]{12})\b/i },
  { family: 'gigaset', vendor: /^Gigaset\b/i, mac: /;([0-9a-f]{12})\s*$/i },
];

export interface UserAgentPhone {
  /** The vendor family (vendors/<family>) whose firmware sent it; undefined: not a phone we know. */
  family?: string;
  /** 12 lower-case hex digits, when the User-Agent carries the phone's MAC address. */
  mac?: string;
}

export function phoneOfUserAgent(userAgent: string | undefined): UserAgentPhone {
  const text = (userAgent ?? '').slice(0, 300);
  const signature = SIGNATURES.find((s) => s.vendor.test(text));
  if (!signature) return {};
  const mac = signature.mac.exec(text)?.[1].replace(/:/g, '').toLowerCase();
  return mac ? { family: signature.family, mac } : { family: signature.family };
}

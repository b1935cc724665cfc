/** What a registration needs for it to be told apart: the phone's own words (server/sip/registrations.ts). */
export interface NamedRegistration {
  contact: string;
  user_agent: string;
}

/** A MAC address as bare lower-case hex (12 digits), or undefined if it is not one. */
const bareMac = (mac: unknown) => {
  const hex = String(mac ?? '').toLowerCase().replace(/[^0-9a-f]/g, '');
  return hex.length === 12 ? hex : undefined;
};

/**
 * Whether a registration names the phone with this MAC address: many phones put it in their
 * User-Agent (Yealink's sip.mac_in_ua, snom) or in the Contact's user part. Separators (: - .)
 * are ignored, so 00:15:65:AB:CD:EF and 001565abcdef match alike.
 */
export function registrationOfMac(registration: NamedRegistration, mac: unknown): boolean {
  const hex = bareMac(mac);
  if (!hex) return false;
  const text = `${registration.user_agent} ${registration.contact}`.toLowerCase().replace(/[:.-]/g, '');
  return text.includes(hex);
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { sipKey } from './secretKey.ts';

/**
 * The registrar's token: an HMAC of the server's SIP key, so `npm run sip` (scripts/sip.mjs,
 * which computes the same) and the API agree on it without a database write and for every
 * group at once. A group's platform token (npm run platform-token) also works, for its group.
 */
export const registrarToken = (key: Buffer = sipKey()) => createHmac('sha256', key).update('switchboard sip registrar').digest('hex').slice(0, 40);

export function isRegistrarToken(header: string | undefined): boolean {
  const match = /^(?:Bearer|Token)\s+([0-9a-f]{40})$/i.exec(header?.trim() ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1].toLowerCase());
  return timingSafeEqual(given, Buffer.from(registrarToken()));
}

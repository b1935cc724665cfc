import { sipDomain } from '../sip/accounts.ts';
import type { ExtensionRow } from './directory.ts';

/** The answers of POST /api/platform/v1/route (contract.ts), as the SIP engine reads them. */
export type Target =
  | { kind: 'extension'; aor: string; delay: number; timeout: number }
  | { kind: 'external'; number: string; delay: number; timeout: number };

export interface CallerId {
  number: string;
  name?: string;
}

export type Answer =
  | { action: 'dial'; token: string; timeout: number; targets: Target[]; caller_id?: CallerId }
  | { action: 'media'; token: string; media: { block: string; kind: string; language?: string; files?: number[]; text?: string; box?: number; aor?: string } }
  | { action: 'reply'; status: number; reason: string }
  | { action: 'pickup'; targets: Target[] };

/** An answer before its token: the router signs the state it leads to. */
export type Step = Omit<Extract<Answer, { action: 'dial' }>, 'token'> | Omit<Extract<Answer, { action: 'media' }>, 'token'>;

/** The SIP replies the engine answers an INVITE with itself (RFC 3261 §21). */
export const REPLIES = {
  ok: { action: 'reply', status: 200, reason: 'OK' },
  forbidden: { action: 'reply', status: 403, reason: 'Forbidden' },
  notFound: { action: 'reply', status: 404, reason: 'Not Found' },
  unavailable: { action: 'reply', status: 480, reason: 'Temporarily Unavailable' },
  busy: { action: 'reply', status: 486, reason: 'Busy Here' },
  decline: { action: 'reply', status: 603, reason: 'Decline' },
} as const satisfies Record<string, Answer>;

/** The address of record an extension's phones register under (server/sip/accounts.ts): the engine looks it up in its location table. */
export const aorOf = (ext: Pick<ExtensionRow, 'extension' | 'group_id'>) => `sip:${ext.extension}@${sipDomain(ext.group_id)}`;

export const ringExtension = (ext: ExtensionRow, timeout: number, delay = 0): Target => ({ kind: 'extension', aor: aorOf(ext), delay, timeout });
export const ringNumber = (number: string, timeout: number, delay = 0): Target => ({ kind: 'external', number, delay, timeout });

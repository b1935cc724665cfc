import { isPhoneNumber, toE164 } from '../domain/formats.ts';

/**
 * A number as Caller ID Routing compares it: E.164 when it reads as an international number
 * (00 taken for +, spaces and punctuation ignored), its digits otherwise.
 */
export function normaliseNumber(value: string): string {
  let known = normalised.get(value);
  if (known === undefined) {
    if (normalised.size > 5000) normalised.clear();
    normalised.set(value, (known = readNumber(value)));
  }
  return known;
}

/** Numbers already normalised: a call's walk compares the caller with every Caller ID Routing block's numbers, and parsing is the dear part. */
const normalised = new Map<string, string>();

function readNumber(value: string): string {
  let v = value.trim().replace(/[\s().-]/g, '');
  if (v.startsWith('00')) v = `+${v.slice(2)}`;
  if (v.startsWith('+') && isPhoneNumber(v)) {
    try {
      return toE164(v);
    } catch {
      // Read as digits below.
    }
  }
  return v;
}

const validity = new Map<string, boolean>();

/**
 * A number a block may dial or match: international and valid for its country. Remembered,
 * because validation runs on every edit and libphonenumber's check is the dearest part of it.
 */
export function isValidNumber(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  let valid = validity.get(value);
  if (valid === undefined) {
    if (validity.size > 5000) validity.clear();
    validity.set(value, (valid = isPhoneNumber(value.trim())));
  }
  return valid;
}

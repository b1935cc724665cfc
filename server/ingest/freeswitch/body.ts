import { fieldError } from '../groupFacts.ts';

/**
 * The three bodies mod_json_cdr posts, as its `encode` setting chooses (mod_json_cdr.c,
 * process_cdr): `false` raw JSON (application/json), `true` the form field `cdr=` with the JSON
 * URL-encoded (application/x-www-form-urlencoded), `base64` the form field `cdr=` with the JSON
 * in base64, not URL-encoded (application/x-www-form-base64-encoded).
 */
export const FORM_TYPES = ['application/x-www-form-urlencoded', 'application/x-www-form-base64-encoded'] as const;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The JSON text of a form body's `cdr` field, or a 400 naming `cdr`. */
export function jsonOfForm(body: string, contentType: (typeof FORM_TYPES)[number]): string {
  const raw = /(?:^|&)cdr=([^&]*)/.exec(body)?.[1];
  if (raw === undefined || raw === '') throw fieldError('cdr', 'required');
  if (contentType === 'application/x-www-form-base64-encoded') {
    // base64 is posted as it is: '+' stays a base64 digit, never a space.
    const text = raw.trim();
    if (!BASE64.test(text)) throw fieldError('cdr', 'invalid');
    return Buffer.from(text, 'base64').toString('utf8');
  }
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    throw fieldError('cdr', 'invalid');
  }
}

/** The parsed CDR: a JSON object, or a 400 naming `cdr`. */
export function parseCdr(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fieldError('cdr', 'invalid');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw fieldError('cdr', 'invalid');
  return value as Record<string, unknown>;
}

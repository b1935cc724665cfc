import { ERROR_CATALOGUE, type CatalogueEntry } from '../../core/domain/errorCatalogue.ts';

/** A message to show: a locale key and the values of its placeholders. */
export interface UserMessage {
  key: string;
  args?: Record<string, unknown>;
  /** Server text shown as it came when no catalogue entry recognises it. */
  text?: string;
}

export interface MappedError {
  status: number;
  /** The message for the notification. */
  message: UserMessage;
  /** Messages per form field (v1 field errors). */
  fields: Record<string, UserMessage>;
  /** Where the server listed what uses a record, by resource. */
  usedBy?: { resource: string; items: { id: number; label: string }[] }[];
  /** The resources of usedBy that the message itself names already. */
  named?: string[];
  /** Seconds to wait, from Retry-After on 429. */
  retryAfter?: number;
}

const entries = Object.entries(ERROR_CATALOGUE) as [string, CatalogueEntry][];

function templatePattern(text: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = text
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\\\{(\w+)\\\}/g, (_m, name: string) => {
      names.push(name);
      return '(.*?)';
    });
  return { pattern: new RegExp(`^${source}$`), names };
}

const patterns = entries.map(([code, entry]) => ({ code, ...templatePattern(entry.text), match: entry.match }));

const asServerText = (text: string): UserMessage => ({ key: 'errors.server_text', text, args: { text } });

/**
 * Finds the catalogue entry for a server text: its exact template first, then the looser
 * patterns. A loose match cannot fill placeholders, so an entry that has some keeps the
 * server's own words rather than show a sentence with holes.
 */
export function recognise(text: string): UserMessage {
  for (const { code, pattern, names } of patterns) {
    const found = pattern.exec(text);
    if (found) return { key: `errors.${code}`, args: Object.fromEntries(names.map((n, i) => [n, found[i + 1]])) };
  }
  for (const { code, match, names } of patterns) {
    if (match?.test(text)) return names.length ? asServerText(text) : { key: `errors.${code}` };
  }
  return asServerText(text);
}

function byCode(code: string, detailText: string): UserMessage {
  const message = recognise(detailText);
  if (message.key !== 'errors.server_text') return message;
  const entry = patterns.find((p) => p.code === code);
  return entry && !entry.names.length ? { key: `errors.${code}` } : message;
}

/** The HTTP statuses from 100 to 511 that are registered; each has its own message. */
export const HTTP_STATUSES = [
  100, 101, 102, 103, 200, 201, 202, 203, 204, 205, 206, 207, 208, 226, 300, 301, 302, 303, 304, 305, 306, 307, 308,
  400, 401, 402, 403, 404, 405, 406, 407, 408, 409, 410, 411, 412, 413, 414, 415, 416, 417, 418, 421, 422, 423, 424,
  425, 426, 428, 429, 431, 451, 500, 501, 502, 503, 504, 505, 506, 507, 508, 510, 511,
];
const REGISTERED = new Set(HTTP_STATUSES);

/** The status-code catalogue; an unregistered code within 100–511 gets its class's message. */
export function statusMessage(status: number, retryAfter?: number): UserMessage {
  const args = { seconds: retryAfter ?? '', status };
  if (status === 429 && retryAfter) return { key: 'http_status.429_wait', args };
  if (REGISTERED.has(status)) return { key: `http_status.${status}`, args };
  if (status >= 100 && status <= 511) return { key: `http_status.${Math.floor(status / 100)}xx`, args };
  return { key: 'errors.request_failed', args: { status } };
}

const V3_FIELD_ERROR = /^([a-z][a-z0-9_]*): (.+)$/s;

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/**
 * Turns any answer that is not a success into what the user is shown: v1 field errors at
 * their fields, non_field_errors and v3 detail lists as such, the catalogue's own messages
 * where recognised, the status-code catalogue otherwise.
 */
export function mapError(status: number, body: unknown, retryAfterHeader?: string | null): MappedError {
  const retryAfter = retryAfterHeader ? Number.parseInt(retryAfterHeader, 10) || undefined : undefined;
  const fields: Record<string, UserMessage> = {};
  let message: UserMessage | undefined;
  if (isStringList(body) && body.length) {
    // v3 writes a field's error as "field: text" (the API server's invalid()); the rest are details.
    for (const entry of body) {
      const field = V3_FIELD_ERROR.exec(entry);
      if (field && field[1] !== 'non_field_errors') fields[field[1]] ??= recognise(field[2]);
      else message ??= recognise(field ? field[2] : entry);
    }
    if (!message) message = { key: 'errors.form_invalid' };
  } else if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.code === 'string' && record.code in ERROR_CATALOGUE && typeof record.detail === 'string') {
      message = byCode(record.code, record.detail);
    } else if (typeof record.detail === 'string' && status !== 401 && status !== 403 && status !== 404 && status !== 429 && status < 500) {
      message = recognise(record.detail);
    }
    for (const [field, value] of Object.entries(record)) {
      if (field === 'detail' || field === 'code' || field === 'used_by' || field === 'named') continue;
      if (field === 'non_field_errors' && isStringList(value) && value.length) message = recognise(value[0]);
      else if (isStringList(value) && value.length) fields[field] = recognise(value[0]);
    }
    if (!message && Object.keys(fields).length) message = { key: 'errors.form_invalid' };
  }
  const conflict = body as { used_by?: MappedError['usedBy']; named?: unknown } | null;
  const named = isStringList(conflict?.named) ? conflict.named : undefined;
  return { status, message: message ?? statusMessage(status, retryAfter), fields, usedBy: conflict?.used_by, named, retryAfter };
}

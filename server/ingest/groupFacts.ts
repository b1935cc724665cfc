import type { CountryCode } from 'libphonenumber-js';
import type { Queryable } from '../db/index.ts';
import { originationCountry } from '../areas/phonebook/import/prepare.ts';
import { importNumber } from '../areas/phonebook/import/contactRow.ts';
import { isPhoneNumber } from '../../core/domain/formats.ts';
import { HttpError } from '../http/errors.ts';
import { tableOf } from '../resources/storageNames.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';

/**
 * What a phone platform's posts are checked against (issue 24): the ingestion API refuses what
 * the portal would refuse, so that the call history and the wallboard show stored values as
 * they are, never cleaned a second time on display.
 */
export interface GroupFacts {
  /** For numbers written without their country code: the group's first origination country. */
  country: CountryCode | undefined;
  extensions: ReadonlySet<number>;
  /** The group's other internal numbers a call may be dialled to: its ring groups' and queues'. */
  internalNumbers: ReadonlySet<number>;
  createdAt: Date;
}

/** How a platform says a number is withheld; stored as the call history has always kept it, empty (shown as withheld). */
export const WITHHELD = 'anonymous';

/** One query: a platform's every post reads these, so they come in one round trip. */
export async function groupFacts(db: Queryable, groupId: number): Promise<GroupFacts> {
  const [group] = await db.query<{ created_at: Date; countries: string[] | null; extensions: number[]; others: number[] }>(
    `SELECT g.created_at, g.allowed_origination_countries AS countries,
            ARRAY(SELECT (data ->> 'extension')::int FROM ${tableOf('extension')} WHERE group_id = g.id) AS extensions,
            ARRAY(SELECT (data ->> 'extension')::int FROM ${tableOf('ring_group')} WHERE group_id = g.id AND data ? 'extension'
                  UNION ALL SELECT (data ->> 'extension')::int FROM ${tableOf('queue')} WHERE group_id = g.id AND data ? 'extension') AS others
     FROM groups g WHERE g.id = $1`,
    [groupId],
  );
  return { country: originationCountry(group.countries), extensions: new Set(group.extensions), internalNumbers: new Set(group.others), createdAt: new Date(group.created_at) };
}

export const fieldError = (field: string, code: string, params?: Record<string, unknown>) => new HttpError(400, { [field]: [serverText(code, params)] });

/**
 * A party as stored: empty for a withheld number (sent as anonymous), an extension of the group as its digits, or
 * a valid number in E.164 (written internationally or nationally for the group's country).
 * Anything else, a blank, a formula, markup, a number too short or too long, is refused.
 */
export function partyOf(field: string, value: string, facts: GroupFacts): string {
  const text = value.trim();
  if (!text) throw fieldError(field, 'blank');
  if (text.toLowerCase() === WITHHELD) return '';
  // An extension, or a ring group's or queue's number (a call to a ring group is reported with the number dialled).
  if (/^\d{1,5}$/.test(text) && (facts.extensions.has(Number(text)) || facts.internalNumbers.has(Number(text)))) return String(Number(text));
  const number = /^\+?[\d\s().\-/]{2,32}$/.test(text) ? importNumber(text, facts.country) : text;
  if (!isPhoneNumber(number)) throw fieldError(field, 'format_phone-number');
  return number;
}

/** Each extension once, and each of the group. */
export function checkExtensions(field: string, extensions: readonly number[], facts: GroupFacts) {
  if (new Set(extensions).size !== extensions.length) throw fieldError(field, 'duplicate_items');
  const unknown = extensions.find((e) => !facts.extensions.has(e));
  if (unknown !== undefined) throw fieldError(field, 'ingest_extension_unknown', { extension: unknown });
}

const DAY_MS = 24 * 3600_000;

/** A date the group can have lived: not before it was created, at most a day ahead (clocks drift, zones differ). */
export function checkDate(field: string, value: string, facts: GroupFacts, now = Date.now()) {
  const at = Date.parse(value);
  // The group's creation is rounded down to its day: a platform may feed calls of the first day.
  const earliest = new Date(facts.createdAt.toISOString().slice(0, 10)).getTime();
  if (Number.isNaN(at) || at < earliest || at > now + DAY_MS) {
    throw fieldError(field, 'ingest_date_range', { earliest: facts.createdAt.toISOString().slice(0, 10) });
  }
}

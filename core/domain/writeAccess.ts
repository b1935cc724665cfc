import type { Role } from './roles.ts';
import type { UserWriteKeyword } from '../schema/keywords.ts';

/**
 * Who may change what (issue 12), decided once for the server, which refuses with 403, and the
 * portal, which hides what would be refused. No React, no database: the caller says who writes
 * and hands over the stored record.
 *
 * ADMIN and RESELLER write everything their group's permissions open to them. A plain USER
 * writes only what an area's schema opens to them with `x-user-write` (schemaKeywords.ts):
 * - extension: their own extension, and of it only their personal settings (language, ring
 *   tone, caller ID hiding, when and how long their mobile rings along). Name, number, e-mail,
 *   site, account, caller IDs, mobile number (it routes calls), role and country restrictions
 *   are the administrator's: changing them reroutes or re-rights a line.
 * - voicemail boxes, queues and media files (they have `owners`): they create them and become
 *   an owner (configuration-areas §6), and change or delete the ones they own. A user whose
 *   extension has the role named Admin reaches all of them. `is_shared` opens a record to every
 *   user for use, not for management.
 * - records of their own extension (`of-extension`, call forwarding): they create, change and
 *   delete those whose extension field names their own extension, and cannot move one to another
 *   extension. A create is asked twice: without the record (may they create at all: the portal's
 *   add button) and with the record to be written (whose extension it names: the area's rule).
 * - nothing else: sites, phone numbers, phonebooks, roles, devices, group settings…
 */

export type WriteAction = 'create' | 'update' | 'delete';

export interface Writer {
  role: Role;
  /** Their own extension, when the group acted on is their own; else null. */
  extension: number | null;
  /** Their extension has the role named Admin (configuration-areas §6). */
  adminRole?: boolean;
}

/** An area's schema, of which `x-user-write` says what a USER may write (checked by its meta-schema when loaded). */
export interface WriteRules {
  [keyword: string]: unknown;
}

const ruleOf = (area: WriteRules) => area['x-user-write'] as UserWriteKeyword | undefined;

type Data = Record<string, unknown>;

/** Fields every record has that the server keeps, never the client's to change. */
const KEPT = new Set(['id', 'group', 'version']);

const ownersOf = (record: Data | undefined, field: string): unknown[] => {
  const owners = record?.[field];
  return Array.isArray(owners) ? owners : [];
};

/**
 * Whether the writer may create a record in the area, or update or delete `record` (as
 * stored). Updates of an own extension are further limited to some fields (forbiddenChanges).
 */
export function mayWrite(writer: Writer, area: WriteRules, action: WriteAction, record?: Data): boolean {
  if (writer.role !== 'USER') return true;
  const rule = ruleOf(area);
  if (!rule) return false;
  if (rule.record === 'own-extension') {
    return action === 'update' && writer.extension !== null && record?.id === writer.extension;
  }
  if (rule.record === 'of-extension') {
    if (writer.extension === null) return false;
    return action === 'create' && !record ? true : record?.[rule.extension] === writer.extension;
  }
  if (action === 'create') return true;
  return Boolean(writer.adminRole) || (writer.extension !== null && ownersOf(record, rule.owners).includes(writer.extension));
}

/** Whether the writer may create in the area, or may update or delete at least some of its records. */
export function mayWriteAny(writer: Writer, area: WriteRules, action: WriteAction): boolean {
  if (writer.role !== 'USER') return true;
  const rule = ruleOf(area);
  if (!rule) return false;
  return rule.record === 'owned' || rule.record === 'of-extension' || action === 'update';
}

/** The fields the writer may change on `record`: every field, or only these. */
export function changeableFields(writer: Writer, area: WriteRules, record: Data): 'all' | Set<string> {
  if (!mayWrite(writer, area, 'update', record)) return new Set();
  const rule = ruleOf(area);
  return writer.role === 'USER' && rule?.record === 'own-extension' ? new Set(rule.fields) : 'all';
}

/** Absent and null are the same stored value; lists and objects compare by content. */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields `after` changes from `before` that the writer may not change (none: the write may go). */
export function forbiddenChanges(writer: Writer, area: WriteRules, before: Data, after: Data): string[] {
  const allowed = changeableFields(writer, area, before);
  const rule = ruleOf(area);
  // A record of their own extension stays theirs: a plain user cannot hand it to another extension.
  if (writer.role === 'USER' && rule?.record === 'of-extension' && !same(before[rule.extension], after[rule.extension])) return [rule.extension];
  if (allowed === 'all') return [];
  const fields = new Set([...Object.keys(before), ...Object.keys(after)].filter((f) => !KEPT.has(f)));
  return [...fields].filter((f) => !allowed.has(f) && !same(before[f], after[f]));
}

/**
 * Who sees a record of an owned area (configuration-areas §6, issue 9): everyone but a plain
 * user sees all; a plain user sees those they own and, where the area has a `shared` flag,
 * those it opens to the group. Without the role named Admin, that is. `null`: no limit;
 * otherwise the owners' field, the extension to look for and the flag.
 */
export function readLimit(writer: Writer, area: WriteRules): { owners: string; extension: number | null; shared?: string } | null {
  const rule = ruleOf(area);
  if (writer.role !== 'USER' || writer.adminRole || rule?.record !== 'owned') return null;
  return { owners: rule.owners, extension: writer.extension, shared: rule.shared };
}

/** Whether the writer sees `record` (readLimit, for one record). */
export function maySee(writer: Writer, area: WriteRules, record: Data): boolean {
  const limit = readLimit(writer, area);
  if (!limit) return true;
  if (limit.shared && record[limit.shared] === true) return true;
  return limit.extension !== null && ownersOf(record, limit.owners).includes(limit.extension);
}

/** A new record of an owned area names its creator among its owners (configuration-areas §6). */
export function withCreatorAsOwner(writer: Writer, area: WriteRules, data: Data): Data {
  const rule = ruleOf(area);
  if (rule?.record !== 'owned' || writer.extension === null) return data;
  const owners = ownersOf(data, rule.owners);
  return owners.includes(writer.extension) ? data : { ...data, [rule.owners]: [...owners, writer.extension] };
}

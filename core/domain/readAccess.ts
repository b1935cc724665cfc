import type { UserReadKeyword } from '../schema/keywords.ts';
import type { Writer } from './writeAccess.ts';

/**
 * Who may read the records of an area with `x-user-read` (issue 24: devices and their DSS
 * buttons). Everyone but a plain user reads them all. A plain user reads only the records of
 * their own extension (their phones), or of such a record (their phones' buttons): another
 * phone's MAC address is half of its provisioning sign-in, never theirs to see.
 */
export interface ReadScope {
  /** The field of the record, or of its parent, that names the extension. */
  extension: string;
  /** The plain user's extension; null: they have none, and see nothing. */
  own: number | null;
  /** The record is read through its parent: the field holding the parent's id, and the parent's area. */
  parent?: { field: string; resource: string };
}

const ruleOf = (area: Record<string, unknown>) => area['x-user-read'] as UserReadKeyword | undefined;

/** null: no limit. Otherwise what the plain user's records must name. */
export function readScope(writer: Writer, area: Record<string, unknown>): ReadScope | null {
  const rule = ruleOf(area);
  if (!rule || writer.role !== 'USER') return null;
  return rule.record === 'of-extension'
    ? { extension: rule.extension, own: writer.extension }
    : { extension: rule.extension, own: writer.extension, parent: { field: rule.parent, resource: rule.resource } };
}

/** Whether a record (or, read through its parent, the parent) names the plain user's extension. */
export const namesOwnExtension = (scope: ReadScope, record: Record<string, unknown> | undefined) =>
  scope.own !== null && record !== undefined && record[scope.extension] === scope.own;

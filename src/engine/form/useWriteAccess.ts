import { createContext, useMemo } from 'react';
import type { UiSchema } from '@rjsf/utils';
import { changeableFields, mayWrite, mayWriteAny, type Writer } from '../../domain/writeAccess.ts';
import { usePortalPermissions } from '../../layout/usePortalPermissions.ts';
import { SCHEMAS } from '../../schema/bundled.ts';

type Data = Record<string, unknown>;

const UNKNOWN: Writer = { role: 'ADMIN', extension: null };

export interface WriteAccess {
  mayCreate: boolean;
  /** Some records may be deleted: the list offers selection and bulk delete. */
  mayDeleteSome: boolean;
  mayDelete(record: Data): boolean;
  /** The fields of the record the user may change: every one, or only these (none: read-only). */
  changeable(record: Data): 'all' | Set<string>;
}

/**
 * What the signed-in user may write in an area: the server's own rule (src/domain/writeAccess.ts),
 * so the screens offer no add, save or delete the server would refuse. Until the permissions
 * are known (or in a test without sign-in) everything is offered as before: the server decides
 * anyway. The role named Admin is not in the profile: a plain user who holds it sees only their
 * own records of owned areas as changeable, though the server allows them more.
 */
export function useWriteAccess(resource: string): WriteAccess {
  const permissions = usePortalPermissions();
  return useMemo(() => {
    const area = SCHEMAS.resources.get(resource) ?? {};
    const writer: Writer = permissions ? { role: permissions.role, extension: permissions.extension } : UNKNOWN;
    return {
      mayCreate: mayWrite(writer, area, 'create'),
      mayDeleteSome: mayWriteAny(writer, area, 'delete'),
      mayDelete: (record) => mayWrite(writer, area, 'delete', record),
      changeable: (record) => changeableFields(writer, area, record),
    };
  }, [permissions, resource]);
}

/** Set by the form when the user may change none of it: its actions then offer no save. */
export const ReadOnlyFormContext = createContext(false);

/** The UI overrides with every field the user may not change shown read-only. */
export function lockFields(overrides: UiSchema | undefined, fields: string[], changeable: 'all' | Set<string>): UiSchema | undefined {
  if (changeable === 'all') return overrides;
  const locked = fields.filter((f) => !changeable.has(f));
  return { ...overrides, ...Object.fromEntries(locked.map((f) => [f, { ...(overrides?.[f] as UiSchema | undefined), 'ui:readonly': true }])) };
}

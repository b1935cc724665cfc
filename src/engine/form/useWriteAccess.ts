import { createContext, useMemo } from 'react';
import type { UiSchema } from '@rjsf/utils';
import { changeableFields, mayWrite, mayWriteAny, type Writer } from '../../../core/domain/writeAccess.ts';
import { usePortalPermissions } from '../../layout/usePortalPermissions.ts';
import { SCHEMAS } from '../../schema/bundled.ts';
import { operationsOf } from '../../../core/schema/read.ts';
import type { JsonSchema } from '../../../core/schema/types.ts';

type Data = Record<string, unknown>;

const UNKNOWN: Writer = { role: 'ADMIN', extension: null };

export interface WriteAccess {
  mayCreate: boolean;
  /** Some records may be deleted: the list offers selection and bulk delete. */
  mayDeleteSome: boolean;
  mayDelete(record: Data): boolean;
  /** Some records may be changed: the list may offer a bulk edit. */
  mayUpdateSome: boolean;
  /** The fields of the record the user may change: every one, or only these (none: read-only). */
  changeable(record: Data): 'all' | Set<string>;
}

/**
 * What the signed-in user may write in an area: the server's own rule (core/domain/writeAccess.ts),
 * so the screens offer no add, save or delete the server would refuse. Until the permissions
 * are known (or in a test without sign-in) everything is offered as before: the server decides
 * anyway. The role named Admin is not in the profile: a plain user who holds it sees only their
 * own records of owned areas as changeable, though the server allows them more.
 */
export function useWriteAccess(resource: string): WriteAccess {
  const permissions = usePortalPermissions();
  return useMemo(() => {
    const writer: Writer = permissions ? { role: permissions.role, extension: permissions.extension } : UNKNOWN;
    return writeAccessOf(writer, SCHEMAS.resources.get(resource) ?? {});
  }, [permissions, resource]);
}

/**
 * What `writer` may write in the area of schema `area`: only the operations its schema
 * declares (x-resource `operations`: the server has no route for the others, whoever asks),
 * and of those what the writer's role allows.
 */
export function writeAccessOf(writer: Writer, area: JsonSchema): WriteAccess {
  const operations = operationsOf(area['x-resource']);
  const creates = operations.has('create');
  const deletes = operations.has('delete');
  const updates = operations.has('update');
  return {
    mayCreate: creates && mayWrite(writer, area, 'create'),
    mayDeleteSome: deletes && mayWriteAny(writer, area, 'delete'),
    mayDelete: (record) => deletes && mayWrite(writer, area, 'delete', record),
    mayUpdateSome: updates && mayWriteAny(writer, area, 'update'),
    changeable: (record) => (updates ? changeableFields(writer, area, record) : new Set()),
  };
}

/** Set by the form when the user may change none of it: its actions then offer no save. */
export const ReadOnlyFormContext = createContext(false);

/** The UI overrides with every field the user may not change shown read-only. */
export function lockFields(overrides: UiSchema | undefined, fields: string[], changeable: 'all' | Set<string>): UiSchema | undefined {
  if (changeable === 'all') return overrides;
  const locked = fields.filter((f) => !changeable.has(f));
  return { ...overrides, ...Object.fromEntries(locked.map((f) => [f, { ...(overrides?.[f] as UiSchema | undefined), 'ui:readonly': true }])) };
}

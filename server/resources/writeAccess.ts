import type { Queryable } from '../db/index.ts';
import type { Session } from '../auth/session.ts';
import { detail } from '../http/errors.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { roleOf } from '../../core/domain/roles.ts';
import { forbiddenChanges, mayWrite, type WriteAction, type WriteRules, type Writer } from '../../core/domain/writeAccess.ts';

type Data = Record<string, unknown>;

/**
 * The signed-in user as core/domain/writeAccess.ts sees them. Their extension counts only in
 * their own group; the role named Admin is read only for plain users, the only ones it changes.
 */
export async function writerOf(db: Queryable, session: Session): Promise<Writer> {
  const role = roleOf({ reseller: session.home.is_reseller, admin: session.user.is_admin });
  const extension = session.group.id === session.home.id ? session.user.extension_id : null;
  if (role !== 'USER' || extension === null) return { role, extension };
  const rows = await db.query<{ name: string | null }>(
    `SELECT r.data ->> 'name' AS name FROM res_extension e JOIN res_role r ON r.id = e.role_id WHERE e.id = $1`,
    [extension],
  );
  return { role, extension, adminRole: rows[0]?.name === 'Admin' };
}

const refused = () => detail(403, serverText('permission_denied'));

/**
 * Refuses (403, the catalogue's permission_denied) a create, or an update or delete of
 * `stored`, that the user may not make; answers who writes, for what follows.
 */
export async function refuseUnlessMayWrite(db: Queryable, session: Session, area: WriteRules, action: WriteAction, stored?: Data): Promise<Writer> {
  const writer = await writerOf(db, session);
  if (!mayWrite(writer, area, action, stored)) throw refused();
  return writer;
}

/** Refuses an update that changes a field the user may not change (another than their own extension's personal ones). */
export function refuseForbiddenChanges(writer: Writer, area: WriteRules, stored: Data, data: Data) {
  if (forbiddenChanges(writer, area, stored, data).length) throw refused();
}

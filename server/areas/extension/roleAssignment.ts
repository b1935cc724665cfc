import type { Queryable } from '../../db/index.ts';
import type { Session } from '../../auth/session.ts';
import type { ResourceModel } from '../../resources/model.ts';
import { listRecords } from '../../resources/records.ts';
import { refuse, type ResourceRules } from '../../resources/rules/types.ts';

/** A role's permission toggles (configuration-areas §3): its boolean fields. */
const togglesOf = (role: ResourceModel) => Object.keys(role.types).filter((field) => role.types[field] === 'boolean');

const grants = (toggles: string[], data: Record<string, unknown>) => toggles.filter((t) => data[t] === true);

/**
 * The toggles the caller holds, or undefined when they may not assign roles at all. Only one
 * who can manage all users assigns roles: a group administrator or a reseller. They hold the
 * toggles of the role of their own extension; without a role nothing limits them.
 */
async function privilegesOf(db: Queryable, session: Session, toggles: string[]): Promise<Set<string> | undefined> {
  if (!session.user.is_admin && !session.home.is_reseller) return undefined;
  const rows = await db.query<{ data: Record<string, unknown> }>(
    'SELECT r.data FROM res_extension e JOIN res_role r ON r.id = e.role_id WHERE e.id = $1',
    [session.user.extension_id],
  );
  return new Set(rows[0] ? grants(toggles, rows[0].data) : toggles);
}

const holdsAll = (held: Set<string>, toggles: string[], data: Record<string, unknown>) =>
  grants(toggles, data).every((t) => held.has(t));

/**
 * configuration-areas §5, role assignment: not to oneself, and only by one who can manage all
 * users and holds every privilege of the role given and of the recipient (the role the
 * extension has now). Taking a role away is an assignment too.
 */
export const roleAssignment: ResourceRules = {
  async beforeWrite({ tx, session, models }, record, previous) {
    const wanted = (record.role as number | null | undefined) ?? null;
    const before = (previous?.role as number | null | undefined) ?? null;
    if (wanted === before) return {};
    if (previous && previous.id === session.user.extension_id) return refuse('role', { code: 'role_assign_self' });
    const toggles = togglesOf(models.get('role')!);
    const held = await privilegesOf(tx, session, toggles);
    if (!held) return refuse('role', { code: 'role_assign_forbidden' });
    const ids = [wanted, before].filter((id): id is number => id !== null);
    const roles = await tx.query<{ data: Record<string, unknown> }>(
      'SELECT data FROM res_role WHERE id = ANY($1::int[]) AND group_id = $2',
      [ids, session.group.id],
    );
    return roles.every((role) => holdsAll(held, toggles, role.data)) ? {} : refuse('role', { code: 'role_assign_forbidden' });
  },
};

/** v3 role/grantable/: exactly the roles of the group that the caller may assign to another user. */
export async function grantableRoles(db: Queryable, session: Session, role: ResourceModel, search?: string) {
  const toggles = togglesOf(role);
  const held = await privilegesOf(db, session, toggles);
  if (!held) return [];
  const { results } = await listRecords(db, role, {
    groupId: session.group.id, page: 1, pageSize: 1000, search, ordering: 'name', filters: {},
  });
  return results.filter((r) => r.group !== null && holdsAll(held, toggles, r));
}

import type { Db, Queryable } from '../db/index.ts';
import { hashToken } from './tokens.ts';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  name: string;
  group_id: number;
  extension_id: number | null;
  is_admin: boolean;
  can_impersonate: boolean;
  initial_password: boolean;
  language: string;
}

export interface GroupRow {
  id: number;
  description: string;
  domain: string | null;
  parent_id: number | null;
  is_reseller: boolean;
  permissions: string[];
  entitlements: Record<string, boolean>;
}

export interface Session {
  token: string;
  user: UserRow;
  /** The user's own group. */
  home: GroupRow;
  /** The group this request acts on: the Current-Group-Id claim, once checked. */
  group: GroupRow;
  /** Set when the session was opened with an impersonation token; it then acts on `group` only. */
  impersonator?: { id: number; username: string };
}

export type SessionFailure = 'missing' | 'invalid' | 'group';

const USER_COLUMNS =
  'u.id, u.username, u.email, u.name, u.group_id, u.extension_id, u.is_admin, u.can_impersonate, u.initial_password, u.language';
export const GROUP_COLUMNS =
  'id, description, domain, parent_id, is_reseller, permissions, entitlements';

/** Tokens not used for this long are refused; a use refreshes at most once a minute. */
export async function resolveSession(
  db: Db,
  authorization: string | undefined,
  groupClaim: string | undefined,
  idleMinutes: number,
): Promise<Session | SessionFailure> {
  const match = /^Token\s+([0-9a-f]{40})$/i.exec(authorization ?? '');
  if (!authorization) return 'missing';
  if (!match) return 'invalid';
  const token = match[1].toLowerCase();
  const tokenHash = hashToken(token);
  const rows = await db.query<UserRow & { idle: boolean; stale: boolean; pinned_group: number | null; impersonator_id: number | null; impersonator: string | null }>(
    `SELECT ${USER_COLUMNS},
            t.last_used_at < now() - make_interval(mins => $2) AS idle,
            t.last_used_at < now() - interval '1 minute' AS stale,
            t.group_id AS pinned_group, t.impersonator_id, i.username AS impersonator
       FROM auth_tokens t JOIN users u ON u.id = t.user_id
       LEFT JOIN users i ON i.id = t.impersonator_id
      WHERE t.token_hash = $1`,
    [tokenHash, idleMinutes],
  );
  const row = rows[0];
  if (!row) return 'invalid';
  if (row.idle) {
    await db.query('DELETE FROM auth_tokens WHERE token_hash = $1', [tokenHash]);
    return 'invalid';
  }
  if (row.stale) {
    await db.query('UPDATE auth_tokens SET last_used_at = now() WHERE token_hash = $1', [tokenHash]);
  }
  const { idle: _idle, stale: _stale, pinned_group: pinned, impersonator_id: impersonatorId, impersonator, ...user } = row;
  const home = await groupById(db, user.group_id);
  if (!home) return 'invalid';
  // An impersonation session acts on its one group; a claim of another is refused.
  if (pinned !== null && groupClaim && groupClaim !== String(pinned)) return 'group';
  const group = await actingGroup(db, home, pinned !== null ? String(pinned) : groupClaim);
  if (!group) return 'group';
  if (impersonatorId !== null && impersonator !== null) return { token, user, home, group, impersonator: { id: impersonatorId, username: impersonator } };
  return { token, user, home, group };
}

export async function groupById(db: Queryable, id: number): Promise<GroupRow | undefined> {
  const rows = await db.query<GroupRow>(`SELECT ${GROUP_COLUMNS} FROM groups WHERE id = $1`, [id]);
  return rows[0];
}

/** A user may act on their own group, and a reseller also on its client groups. */
export async function mayActOn(db: Queryable, home: GroupRow, id: number): Promise<GroupRow | undefined> {
  if (!Number.isInteger(id) || id < 1) return undefined;
  if (id === home.id) return home;
  if (!home.is_reseller) return undefined;
  const target = await groupById(db, id);
  return target && target.parent_id === home.id ? target : undefined;
}

/**
 * Current-Group-Id is a claim: it is checked against what the user may act on before a
 * route reads or writes a record.
 */
async function actingGroup(db: Queryable, home: GroupRow, claim: string | undefined): Promise<GroupRow | undefined> {
  if (claim === undefined || claim === '') return home;
  if (!/^\d{1,9}$/.test(claim)) return undefined;
  return mayActOn(db, home, Number(claim));
}

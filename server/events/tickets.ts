import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { hashToken } from '../auth/tokens.ts';
import { groupById, mayActOn, type GroupRow } from '../auth/session.ts';

export const TICKET_SECONDS = 30;

/**
 * A ticket that opens one event stream for the session of `token` acting on `groupId`.
 * EventSource cannot send an Authorization header, and a token in a URL would be written to
 * logs and browser history; a ticket in a URL is worth nothing after its first use or
 * TICKET_SECONDS, and is kept only as a hash.
 */
export async function issueTicket(db: Queryable, token: string, groupId: number): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  await db.query('DELETE FROM event_tickets WHERE expires_at <= now()');
  await db.query(
    `INSERT INTO event_tickets (ticket_hash, token_hash, group_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hashToken(ticket), hashToken(token), groupId, TICKET_SECONDS],
  );
  return ticket;
}

/** Who a stream serves: the session's token (by hash), home group and the groups it may watch. */
export interface StreamViewer {
  tokenHash: string;
  userId: number;
  isAdmin: boolean;
  home: GroupRow;
  /** Set for an impersonation session: it watches this one group only. */
  pinnedGroup: number | null;
}

/** Uses the ticket up; undefined when it is unknown, used, expired, or its session has ended. */
export async function redeemTicket(db: Queryable, ticket: string, idleMinutes: number): Promise<StreamViewer | undefined> {
  if (!/^[\w-]{32}$/.test(ticket)) return undefined;
  const [row] = await db.query<{ token_hash: string; group_id: number; home_id: number; pinned: number | null; user_id: number; is_admin: boolean }>(
    `WITH used AS (DELETE FROM event_tickets WHERE ticket_hash = $1 RETURNING token_hash, group_id, expires_at)
     SELECT used.token_hash, used.group_id, u.group_id AS home_id, t.group_id AS pinned, u.id AS user_id, u.is_admin
       FROM used JOIN auth_tokens t ON t.token_hash = used.token_hash JOIN users u ON u.id = t.user_id
      WHERE used.expires_at > now() AND t.last_used_at > now() - make_interval(mins => $2)
        AND NOT u.initial_password`,
    [hashToken(ticket), idleMinutes],
  );
  if (!row) return undefined;
  const home = await groupById(db, row.home_id);
  if (!home) return undefined;
  const viewer = { tokenHash: row.token_hash, userId: row.user_id, isAdmin: row.is_admin, home, pinnedGroup: row.pinned };
  return (await mayWatch(db, viewer, row.group_id)) ? viewer : undefined;
}

/** The groups the session may act on (session.ts mayActOn); an impersonation its one group. */
export async function mayWatch(db: Queryable, viewer: StreamViewer, groupId: number): Promise<boolean> {
  if (viewer.pinnedGroup !== null) return groupId === viewer.pinnedGroup;
  return (await mayActOn(db, viewer.home, groupId)) !== undefined;
}

/** Whether the stream's session still exists (not signed out, not idle). */
export async function sessionAlive(db: Queryable, tokenHash: string, idleMinutes: number): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM auth_tokens WHERE token_hash = $1 AND last_used_at > now() - make_interval(mins => $2)',
    [tokenHash, idleMinutes],
  );
  return rows.length > 0;
}

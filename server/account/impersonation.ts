import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db/index.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { groupById, mayActOn, type GroupRow } from '../auth/session.ts';

/** An impersonation token is exchanged at once by the portal; a minute covers a slow network. */
export const IMPERSONATION_TOKEN_SECONDS = 60;

interface Impersonator {
  can_impersonate: boolean;
  home: GroupRow;
}

/**
 * portal-overview §6: a reseller may impersonate its client groups, and a user with the
 * impersonate right any group it may act on. Undefined when the group is not one of those.
 */
export async function impersonableGroup(db: Queryable, who: Impersonator, groupId: number): Promise<GroupRow | undefined> {
  const group = await mayActOn(db, who.home, groupId);
  if (!group) return undefined;
  const ownClient = who.home.is_reseller && group.parent_id === who.home.id;
  return ownClient || who.can_impersonate ? group : undefined;
}

/** A 40-character token (160 random bits) for one sign-in on `groupId`, valid for a minute. */
export async function issueImpersonationToken(db: Db, impersonatorId: number, groupId: number): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO impersonation_tokens (token_hash, impersonator_id, group_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hashToken(token), impersonatorId, groupId, IMPERSONATION_TOKEN_SECONDS],
  );
  // Spent and stale tokens of anyone go too; they open nothing any more.
  await db.query("DELETE FROM impersonation_tokens WHERE expires_at < now() - interval '1 hour'");
  return token;
}

export async function recordImpersonatedAction(
  db: Queryable,
  action: { impersonator: { id: number; username: string }; group: GroupRow; method: string; url: string; status: number },
) {
  await db.query(
    `INSERT INTO impersonation_audit (impersonator_id, impersonator_username, group_id, group_label, method, url, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [action.impersonator.id, action.impersonator.username, action.group.id, action.group.description, action.method, action.url.slice(0, 2048), action.status],
  );
}

/**
 * Exchanges an impersonation token for a session token on its group. The token is deleted
 * as it is read, so that it opens one session at most; the right to impersonate is checked
 * again, as it may have been withdrawn within the minute.
 */
export async function exchangeImpersonationToken(db: Db, token: string, groupId: number): Promise<{ token: string; groupId: number } | undefined> {
  if (!/^[0-9a-f]{40}$/.test(token)) return undefined;
  return db.transaction(async (tx) => {
    const [grant] = await tx.query<{ impersonator_id: number; group_id: number; fresh: boolean }>(
      'DELETE FROM impersonation_tokens WHERE token_hash = $1 RETURNING impersonator_id, group_id, expires_at > now() AS fresh',
      [hashToken(token)],
    );
    if (!grant?.fresh || grant.group_id !== groupId) return undefined;
    const [user] = await tx.query<{ id: number; username: string; group_id: number; can_impersonate: boolean }>(
      'SELECT id, username, group_id, can_impersonate FROM users WHERE id = $1',
      [grant.impersonator_id],
    );
    const home = user && (await groupById(tx, user.group_id));
    const group = home && (await impersonableGroup(tx, { can_impersonate: user.can_impersonate, home }, groupId));
    if (!group) return undefined;
    const session = newToken();
    await tx.query(
      'INSERT INTO auth_tokens (token_hash, user_id, impersonator_id, group_id) VALUES ($1, $2, $2, $3)',
      [hashToken(session), user.id, group.id],
    );
    await recordImpersonatedAction(tx, {
      impersonator: { id: user.id, username: user.username },
      group,
      method: 'POST',
      url: '/api/v1/impersonate/token-auth/',
      status: 200,
    });
    return { token: session, groupId: group.id };
  });
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every change made in an impersonation session is written down with both identities. */
export function registerImpersonationAudit(app: FastifyInstance) {
  const { db } = app;
  app.addHook('onResponse', async (request, reply) => {
    const session = request.session;
    if (!session?.impersonator || READS.has(request.method)) return;
    await recordImpersonatedAction(db, {
      impersonator: session.impersonator,
      group: session.group,
      method: request.method,
      url: request.url,
      status: reply.statusCode,
    }).catch((err: unknown) => request.log.error({ err }, 'the impersonation audit could not be written'));
  });
}

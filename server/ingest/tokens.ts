import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.ts';
import { detail } from '../http/errors.ts';
import { SERVER_TEXT } from '../../core/domain/errorCodes.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { isRegistrarToken } from '../sip/registrarToken.ts';
import { keptAMoment } from './keptAMoment.ts';

/** A phone platform as its token names it: the group its records go to (id null: the operator's own SIP engine). */
export interface Platform {
  id: number | null;
  groupId: number;
}

/** The header with which the registrar token names the group it reports for (it serves every group). */
export const GROUP_HEADER = 'switchboard-group';

/** The name a token gets when its issuer gives none, and the longest name kept. */
const DEFAULT_NAME = 'phone platform';
const MAX_NAME = 100;

/**
 * Issues a platform token for a group: 160 random bits, shown once, only its SHA-256 kept
 * (like users' tokens, auth/tokens.ts). A platform that serves several groups holds one each.
 * The one way a token is made: `POST v1/live_statistics/platform_token/` (the group's
 * administrator) and `npm run platform-token` (on the server) both call it.
 */
export async function issuePlatformToken(db: Queryable, groupId: number, name?: string): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO ingest_platforms (group_id, name, token_hash) VALUES ($1, $2, $3)', [groupId, (name || DEFAULT_NAME).slice(0, MAX_NAME), hashToken(token)]);
  return token;
}

/**
 * Groups found to exist, per database, for a second: the shipped Kamailio names
 * the group of each of its posts (several per call), and a group that exists now existed a
 * moment ago. A group unknown here is read every time (one just created on another API server
 * is found at once); one deleted is taken as existing at most a second longer, as when the
 * deletion and a post cross.
 */
const knownGroups = keptAMoment<true>(1000);

/**
 * Platforms found by their token's hash, per database, for a second: a platform posting a
 * thousand records a second would otherwise read its token's row for each (a third of a
 * record's statements). A token unknown here is read every time (one just issued on another
 * API server works at once); a token's platform and group never change, and no route revokes
 * one (a group's deletion takes its tokens, as the deletion and a post may cross anyway).
 */
const knownPlatforms = keptAMoment<Platform, string>(1000);

async function groupExists(db: Queryable, id: number): Promise<boolean> {
  if (knownGroups.get(db, id)) return true;
  const rows = await db.query<{ id: number }>('SELECT id FROM groups WHERE id = $1', [id]);
  if (rows[0]) knownGroups.set(db, id, true);
  return Boolean(rows[0]);
}

/**
 * The platform of an `Authorization: Bearer <token>` (or `Token <token>`) header; undefined when none
 * matches. The registrar token (server/sip/registrarToken.ts: the shipped Kamailio, which routes
 * every group's calls) is a platform too when `group` (the Switchboard-Group header) names an
 * existing group: its reports go there.
 */
export async function platformOf(db: Queryable, header: string | undefined, group?: string | string[]): Promise<Platform | undefined> {
  if (group !== undefined && isRegistrarToken(header)) {
    const id = typeof group === 'string' && /^[1-9][0-9]{0,8}$/.test(group.trim()) ? Number(group.trim()) : undefined;
    return id !== undefined && (await groupExists(db, id)) ? { id: null, groupId: id } : undefined;
  }
  const match = /^(?:Bearer|Token)\s+([0-9a-f]{40})$/i.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const hash = hashToken(match[1].toLowerCase());
  const known = knownPlatforms.get(db, hash);
  if (known) return known;
  // Last use is written at most once a minute (as for user sessions, auth/session.ts): a platform posting
  // hundreds of records a second would otherwise rewrite its row for each one.
  const rows = await db.query<{ id: number; group_id: number }>(
    `WITH platform AS (SELECT id, group_id, last_used_at FROM ingest_platforms WHERE token_hash = $1),
     touched AS (UPDATE ingest_platforms p SET last_used_at = now() FROM platform
                 WHERE p.id = platform.id AND (platform.last_used_at IS NULL OR platform.last_used_at < now() - interval '1 minute'))
     SELECT id, group_id FROM platform`,
    [hash],
  );
  if (!rows[0]) return undefined;
  const platform = { id: rows[0].id, groupId: rows[0].group_id };
  knownPlatforms.set(db, hash, platform);
  return platform;
}

/**
 * A route's preValidation that answers to the platform's token: the platform is on the request
 * for the handler, or the answer is 401 before any input is read (as for users, 401 before 400).
 */
export function platformGuard(db: Queryable) {
  return async (request: FastifyRequest) => {
    const platform = await platformOf(db, request.headers.authorization, request.headers[GROUP_HEADER]);
    if (!platform) throw detail(401, SERVER_TEXT.invalidToken, { 'WWW-Authenticate': 'Bearer' });
    request.platform = platform;
  };
}

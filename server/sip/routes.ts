import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../auth/guard.ts';
import { detail } from '../http/errors.ts';
import { recordReachable } from '../resources/reachable.ts';
import { writerOf } from '../resources/writeAccess.ts';
import { SERVER_TEXT } from '../../core/domain/errorCodes.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { platformOf } from '../ingest/tokens.ts';
import { contract } from '../areas/extension/contract.ts';
import { authNameOf, ha1For, readSipAccount, regenerateSipPassword, sipDomain, sipRegistrar } from './accounts.ts';
import { startSip } from './plugin.ts';
import { isRegistrarToken } from './registrarToken.ts';
import { applyRegistrarEvent, registrationsOf, REGISTRATION_EVENT, type RegistrarEvent } from './registrations.ts';

const path = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');
const forbidden = () => detail(403, serverText('permission_denied'));

declare module 'fastify' {
  interface FastifyRequest {
    /** The group a registrar's token may report on; null: every group (the registrar token). */
    sipScope?: number | null;
  }
}

/**
 * The SIP accounts' calls (issue 17): an extension's account and registrations on its page,
 * the password's reveal and renewal, and the registrar's two calls (the HA1 of a REGISTER's
 * credentials, and what it accepted or saw expire).
 */
export function sipRoutes(app: FastifyInstance) {
  app.addHook('onReady', () => startSip(app));

  /** Who may read the account: the group's administrators (and resellers acting on it), and the extension's own user. */
  const mayRead = async (request: FastifyRequest<{ Params: { id: number } }>, adminOnly = false) => {
    const writer = await writerOf(app.db, sessionOf(request));
    if (writer.role !== 'USER') return;
    if (adminOnly || writer.extension !== Number(request.params.id)) throw forbidden();
  };
  const reachable = { preValidation: [recordReachable(app, 'extension')] };

  const accountAnswer = async (extensionId: number) => {
    const [row] = await app.db.query<{ group_id: number; extension: string; changed_at: string | null; registered: boolean }>(
      `SELECT e.group_id, e.data ->> 'extension' AS extension, coalesce((e.data ->> 'registered')::boolean, false) AS registered,
              to_char(a.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS changed_at
         FROM res_extension e LEFT JOIN sip_accounts a ON a.extension_id = e.id WHERE e.id = $1`,
      [extensionId],
    );
    if (!row) throw detail(404, serverText('not_found'));
    if (row.changed_at === null) {
      await readSipAccount(app.db, extensionId);
      return accountAnswer(extensionId);
    }
    return {
      username: row.extension,
      auth_name: authNameOf(extensionId),
      domain: sipDomain(row.group_id),
      registrar: sipRegistrar(),
      changed_at: row.changed_at,
      registered: row.registered,
      registrations: await registrationsOf(app.db, extensionId),
    };
  };

  const audit = async (request: FastifyRequest<{ Params: { id: number } }>, action: 'reveal' | 'new_password') => {
    const session = sessionOf(request);
    const who = session.impersonator ? `${session.impersonator.username} (as ${session.user.username})` : session.user.username;
    await app.db.query('INSERT INTO sip_account_audit (extension_id, group_id, user_id, username, action) VALUES ($1, $2, $3, $4, $5)', [
      request.params.id,
      session.group.id,
      session.impersonator?.id ?? session.user.id,
      who,
      action,
    ]);
    request.log.info({ extension: request.params.id, group: session.group.id, user: who, action }, 'SIP password ' + (action === 'reveal' ? 'revealed' : 'renewed'));
  };

  app.get<{ Params: { id: number } }>(path(contract.sipAccount.path), reachable, async (request, reply) => {
    await mayRead(request);
    return reply.header('Cache-Control', 'no-store').send(await accountAnswer(request.params.id));
  });

  app.post<{ Params: { id: number } }>(path(contract.revealPassword.path), reachable, async (request, reply) => {
    await mayRead(request);
    const account = await readSipAccount(app.db, request.params.id);
    if (!account) throw detail(404, serverText('not_found'));
    await audit(request, 'reveal');
    return reply.header('Cache-Control', 'no-store').send({ password: account.password });
  });

  app.post<{ Params: { id: number } }>(path(contract.newPassword.path), reachable, async (request, reply) => {
    await mayRead(request, true);
    if (!(await regenerateSipPassword(app.db, request.params.id))) throw detail(404, serverText('not_found'));
    await audit(request, 'new_password');
    return reply.header('Cache-Control', 'no-store').send(await accountAnswer(request.params.id));
  });

  // The registrar's calls: its token or a group's platform token, checked before the input is read.
  app.register(async (registrar) => {
    registrar.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const authenticate = async (request: FastifyRequest) => {
      if (isRegistrarToken(request.headers.authorization)) {
        request.sipScope = null;
        return;
      }
      const platform = await platformOf(app.db, request.headers.authorization);
      if (!platform) throw detail(401, SERVER_TEXT.invalidToken, { 'WWW-Authenticate': 'Bearer' });
      request.sipScope = platform.groupId;
    };

    registrar.get<{ Querystring: { auth_name: string; realm: string; user?: string } }>(
      path(contract.registrarCredentials.path),
      { config: { public: true }, preValidation: authenticate },
      async (request, reply) => {
        const { auth_name: authName, realm, user } = request.query;
        const found = await ha1For(app.db, authName, realm);
        const refused = !found || (user !== undefined && user !== found.account.username) || (request.sipScope != null && request.sipScope !== found.account.groupId);
        if (refused) {
          request.log.warn({ authName, realm, user }, 'SIP credentials asked for an unknown account');
          throw detail(404, serverText('not_found'));
        }
        return reply.header('Cache-Control', 'no-store').type('text/plain').send(found.ha1);
      },
    );

    registrar.post<{ Body: RegistrarEvent }>(path(contract.registrarEvent.path), { config: { public: true }, preValidation: authenticate }, async (request) => {
      const outcome = await app.db.transaction((tx) => applyRegistrarEvent(tx, request.body, request.sipScope ?? null));
      if (!outcome.ok) {
        request.log.warn({ aor: request.body.aor, event: request.body.event, reason: outcome.reason, scope: request.sipScope }, 'registrar event refused');
        throw detail(404, serverText('not_found'));
      }
      await app.events.publish({ type: REGISTRATION_EVENT, groupId: outcome.groupId, data: { extension: outcome.extensionId, registered: outcome.registered } });
      return { extension: outcome.extensionId, registered: outcome.registered };
    });
  });
}

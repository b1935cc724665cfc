import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { DUMMY_HASH, verifyPassword } from '../auth/passwords.ts';
import { issueToken, revokeToken } from '../auth/tokens.ts';
import { signInThrottle } from '../auth/signInThrottle.ts';
import { sessionOf } from '../auth/guard.ts';
import { SERVER_TEXT } from '../../core/domain/errorCodes.ts';

const credentialsSchema = {
  type: 'object',
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 150 },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
  },
} as const;

export function authRoutes(app: FastifyInstance) {
  const { db, config } = app;
  const throttle = signInThrottle(db, config);

  app.post<{ Body: { username: string; password: string } }>(
    '/v1/api-token-auth/',
    { config: { public: true }, schema: { body: credentialsSchema } },
    async (request) => {
      const account = request.body.username.trim().toLowerCase();
      await throttle.refuse(account, request.ip);

      const rows = await db.query<{ id: number; group_id: number; password_hash: string }>(
        'SELECT id, group_id, password_hash FROM users WHERE lower(username) = $1',
        [account],
      );
      const user = rows[0];
      // Checked against a dummy hash when the user is unknown: same answer, same time.
      const ok = await verifyPassword(request.body.password, user?.password_hash ?? DUMMY_HASH);
      if (!user || !ok) {
        await throttle.failed(account, request.ip);
        throw new HttpError(400, { non_field_errors: [SERVER_TEXT.invalidCredentials] });
      }
      await throttle.succeeded(account, request.ip);
      return { token: await issueToken(db, user.id), group_id: user.group_id };
    },
  );

  app.post('/v1/logout/', { config: { duringInitialPassword: true, ignoresGroup: true } }, async (request, reply) => {
    await revokeToken(db, sessionOf(request).token);
    return reply.code(204).send();
  });
}

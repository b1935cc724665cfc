import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guard.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hashToken } from '../auth/tokens.ts';
import { FailureCounter } from '../auth/rateLimit.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { PASSWORD_MAX_LENGTH } from '../../core/domain/passwordRules.ts';
import { addError, readStrings, refuseInvalid } from '../account/input.ts';
import { passwordProblems } from '../account/passwordPolicy.ts';
import { refuseWhenThrottled } from '../account/throttle.ts';

/** The profile menu's change password (configuration-areas §5), also the forced first change. */
export function passwordChangeRoutes(app: FastifyInstance) {
  const { db, config } = app;
  // A stolen token must not become a way to guess the password behind it.
  const wrongOldPasswords = new FailureCounter(db, 'old-password-user', config.loginFailuresPerAccount, config.loginWindowSeconds * 1000);

  app.put('/v1/change_password/', { config: { duringInitialPassword: true } }, async (request, reply) => {
    const session = sessionOf(request);
    const key = String(session.user.id);
    await refuseWhenThrottled([wrongOldPasswords, key]);
    const { values, errors } = readStrings(request.body, {
      old_password: { required: true, maxLength: 1024 },
      new_password: { required: true, maxLength: PASSWORD_MAX_LENGTH },
      // The spec's call sends old and new only; a confirmation, when sent, must match.
      confirm_password: { maxLength: PASSWORD_MAX_LENGTH },
    });
    const { old_password: oldPassword, new_password: password, confirm_password: confirmation } = values;
    if (password !== undefined) {
      addError(errors, 'new_password', ...passwordProblems(password));
      if (confirmation !== undefined && confirmation !== password) addError(errors, 'confirm_password', serverText('password_mismatch'));
    }
    if (oldPassword !== undefined) {
      const [row] = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [session.user.id]);
      if (!row || !(await verifyPassword(oldPassword, row.password_hash))) {
        await wrongOldPasswords.record(key);
        addError(errors, 'old_password', serverText('old_password_incorrect'));
      }
    }
    refuseInvalid(errors);

    const hash = await hashPassword(password!);
    await db.transaction(async (tx) => {
      await tx.query(
        'UPDATE users SET password_hash = $1, initial_password = false, updated_at = now() WHERE id = $2',
        [hash, session.user.id],
      );
      // Every other session was opened with the old password; this one just proved it knows it.
      await tx.query('DELETE FROM auth_tokens WHERE user_id = $1 AND token_hash <> $2', [session.user.id, hashToken(session.token)]);
      await tx.query('DELETE FROM password_reset_tokens WHERE user_id = $1', [session.user.id]);
    });
    await wrongOldPasswords.clear(key);
    return reply.code(204).send();
  });
}

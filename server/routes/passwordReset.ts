import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { addressKey, FailureCounter } from '../auth/rateLimit.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { isEmail } from '../../core/domain/formats.ts';
import { PASSWORD_MAX_LENGTH } from '../../core/domain/passwordRules.ts';
import { addError, readStrings, refuseInvalid } from '../account/input.ts';
import { passwordProblems } from '../account/passwordPolicy.ts';
import { consumeResetToken, issueResetToken, resetTokenUser } from '../account/resetTokens.ts';
import { resetPasswordMail } from '../account/mailTexts.ts';
import { refuseWhenThrottled } from '../account/throttle.ts';

const TOKEN_FIELD = { required: true, maxLength: 200 } as const;

/** portal-overview §2 and §4: forgot password, the link by mail, and the new password. */
export function passwordResetRoutes(app: FastifyInstance) {
  const { db, config, mailer, runLater: later } = app;
  const windowMs = config.accountWindowSeconds * 1000;
  const perEmail = new FailureCounter(db, 'reset-email', config.resetRequestsPerEmail, windowMs);
  const perAddress = new FailureCounter(db, 'reset-address', config.resetRequestsPerAddress, windowMs);
  // Guessing a 256-bit token is hopeless, but a client that keeps trying is not a person.
  const badTokens = new FailureCounter(db, 'reset-token', config.loginFailuresPerAddress, config.loginWindowSeconds * 1000);

  async function sendResetLink(email: string) {
    const [user] = await db.query<{ id: number; username: string; name: string; email: string; language: string }>(
      'SELECT id, username, name, email, language FROM users WHERE lower(email) = $1',
      [email],
    );
    if (!user) return;
    const token = await issueResetToken(db, user.id);
    // Never from the Host header: a forged one would send the token to someone else's site.
    const link = `${config.publicBaseUrl}/reset_password?token=${encodeURIComponent(token)}`;
    await mailer.send({ to: user.email, ...resetPasswordMail(user.language, { name: user.name || user.username, username: user.username, link }) });
  }

  app.post('/v1/request_reset_password/', { config: { public: true } }, async (request, reply) => {
    const { values, errors } = readStrings(request.body, { email: { required: true, maxLength: 254 } });
    if (values.email !== undefined && !isEmail(values.email.trim())) addError(errors, 'email', serverText('format_email'));
    refuseInvalid(errors);
    const email = values.email!.trim().toLowerCase();
    await refuseWhenThrottled([perEmail, email], [perAddress, addressKey(request.ip)]);
    await Promise.all([perEmail.record(email), perAddress.record(addressKey(request.ip))]);
    // The same answer, at the same moment, whether the address has an account or not.
    later('password reset mail', () => sendResetLink(email));
    return reply.code(204).send();
  });

  app.post('/v1/validate_reset_password_token/', { config: { public: true } }, async (request) => {
    const { values, errors } = readStrings(request.body, { token: TOKEN_FIELD });
    refuseInvalid(errors);
    await refuseWhenThrottled([badTokens, addressKey(request.ip)]);
    if (!(await resetTokenUser(db, values.token!))) {
      await badTokens.record(addressKey(request.ip));
      throw new HttpError(400, { token: [serverText('reset_token_invalid')] });
    }
    return { valid: true };
  });

  app.post('/v1/reset_password/', { config: { public: true } }, async (request, reply) => {
    const { values, errors } = readStrings(request.body, {
      new_password: { required: true, maxLength: PASSWORD_MAX_LENGTH },
      confirm_password: { required: true, maxLength: PASSWORD_MAX_LENGTH },
      token: TOKEN_FIELD,
    });
    const { new_password: password, confirm_password: confirmation, token } = values;
    if (password !== undefined) {
      if (/\s/.test(password)) addError(errors, 'new_password', serverText('password_whitespace'));
      addError(errors, 'new_password', ...passwordProblems(password));
      if (confirmation !== undefined && confirmation !== password) addError(errors, 'confirm_password', serverText('password_mismatch'));
    }
    await refuseWhenThrottled([badTokens, addressKey(request.ip)]);
    if (token !== undefined && !(await resetTokenUser(db, token))) {
      await badTokens.record(addressKey(request.ip));
      addError(errors, 'token', serverText('reset_token_invalid'));
    }
    refuseInvalid(errors);

    const hash = await hashPassword(password!);
    const done = await db.transaction(async (tx) => {
      const userId = await consumeResetToken(tx, token!);
      if (!userId) return false;
      await tx.query(
        'UPDATE users SET password_hash = $1, initial_password = false, updated_at = now() WHERE id = $2',
        [hash, userId],
      );
      // Whoever knew the old password is signed out everywhere.
      await tx.query('DELETE FROM auth_tokens WHERE user_id = $1', [userId]);
      await tx.query('DELETE FROM password_reset_tokens WHERE user_id = $1', [userId]);
      return true;
    });
    // Another request used the same token in the meantime.
    if (!done) throw new HttpError(400, { token: [serverText('reset_token_invalid')] });
    return reply.code(204).send();
  });
}

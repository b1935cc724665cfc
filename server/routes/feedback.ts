import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guard.ts';
import { FailureCounter } from '../auth/rateLimit.ts';
import { HttpError } from '../http/errors.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { createAjv, toFieldErrors } from '../resources/validation.ts';
import { refuseWhenThrottled } from '../account/throttle.ts';

/**
 * The footer's feedback box (portal-overview §1 and §7). Served here rather than by the
 * generic routes because it is limited per user, and stored with who sent it.
 */
export function feedbackRoutes(app: FastifyInstance) {
  const { db, config, schemas: set } = app;
  const schema = set.resources.get('feedback')!;
  const validate = createAjv(set).getSchema(schema.$id as string)!;
  const perUser = new FailureCounter(db, 'feedback-user', config.feedbackPerUser, config.accountWindowSeconds * 1000);

  app.post('/v1/feedback/', async (request, reply) => {
    const session = sessionOf(request);
    const key = String(session.user.id);
    await refuseWhenThrottled([perUser, key]);
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, { non_field_errors: [serverText('invalid')] });
    const { id: _id, ...data } = body as Record<string, unknown>;
    if (!validate(data)) throw new HttpError(400, toFieldErrors(validate.errors ?? []));
    await perUser.record(key);
    const { requester, subject, description } = data as { requester: string; subject: string; description: string };
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO feedback (user_id, group_id, requester, subject, description)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [session.user.id, session.group.id, requester, subject, description],
    );
    return reply.code(201).send({ id: row.id, requester, subject, description });
  });
}

import type { FastifyInstance } from 'fastify';
import { createMailer } from '../account/mail.ts';
import { backgroundRunner } from '../account/background.ts';
import { registerImpersonationAudit } from '../account/impersonation.ts';
import { passwordResetRoutes } from './passwordReset.ts';
import { passwordChangeRoutes } from './passwordChange.ts';
import { impersonationRoutes } from './impersonation.ts';
import { integrationRoutes } from './integrations.ts';
import { avatarRoutes } from './avatar.ts';
import { feedbackRoutes } from './feedback.ts';

/** The account calls of portal-overview §2–§7 beside sign-in and the profile. */
export function accountRoutes(app: FastifyInstance) {
  const { db, config, schemas } = app;
  registerImpersonationAudit(app, db);
  passwordResetRoutes(app, db, config, createMailer(config, app.log), backgroundRunner(app));
  passwordChangeRoutes(app, db, config);
  impersonationRoutes(app, db, config);
  integrationRoutes(app, db);
  avatarRoutes(app, db, config);
  feedbackRoutes(app, db, config, schemas);
}

import type { FastifyInstance } from 'fastify';
import { registerImpersonationAudit } from '../account/impersonation.ts';
import { passwordResetRoutes } from './passwordReset.ts';
import { passwordChangeRoutes } from './passwordChange.ts';
import { impersonationRoutes } from './impersonation.ts';
import { integrationRoutes } from './integrations.ts';
import { avatarRoutes } from './avatar.ts';
import { feedbackRoutes } from './feedback.ts';

/** The account calls of portal-overview §2–§7 beside sign-in and the profile. */
export function accountRoutes(app: FastifyInstance) {
  registerImpersonationAudit(app);
  passwordResetRoutes(app);
  passwordChangeRoutes(app);
  impersonationRoutes(app);
  integrationRoutes(app);
  avatarRoutes(app);
  feedbackRoutes(app);
}

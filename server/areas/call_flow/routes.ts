import type { FastifyInstance } from 'fastify';
import { confirmRoute } from './confirm.ts';
import { designerDataRoute } from './designerData.ts';
import { duplicateRoute } from './duplicate.ts';
import { editingRoutes } from './editing.ts';
import { revisionRoutes } from './revisions.ts';
import { testCaseRoutes } from './testCases.ts';
import { traceRoute } from './trace.ts';
import { rememberRequestLanguage } from './texts.ts';
import { platformRoutes } from '../../platform/routes.ts';

/** The call-flow designer's calls (contract.ts), collected by server/resources/areas.ts. */
export function routes(app: FastifyInstance) {
  rememberRequestLanguage(app);
  confirmRoute(app);
  duplicateRoute(app);
  revisionRoutes(app);
  editingRoutes(app);
  testCaseRoutes(app);
  traceRoute(app);
  designerDataRoute(app);
  // The SIP engine's routing of real calls by these flows (issue 18): server/platform/.
  platformRoutes(app);
}

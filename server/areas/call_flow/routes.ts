import type { FastifyInstance } from 'fastify';
import { confirmRoute } from './confirm.ts';
import { designerDataRoute } from './designerData.ts';
import { duplicateRoute } from './duplicate.ts';
import { editingRoutes } from './editing.ts';
import { revisionRoutes } from './revisions.ts';
import { testCaseRoutes } from './testCases.ts';
import { traceRoute } from './trace.ts';
import { rememberRequestLanguage } from './texts.ts';

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
}

import type { FastifyInstance } from 'fastify';
import { validateDiagram, type Diagram } from '../../../core/callFlow/index.ts';
import { sessionOf } from '../../auth/guard.ts';
import { routeSchema } from '../../routes/contract/route.ts';
import { recordReachable } from '../../resources/reachable.ts';
import { DIAGRAM_BODY_LIMIT, writersOnly } from './access.ts';
import { contract } from './contract.ts';
import { issueAnswers, takeIssues } from './diagramChecks.ts';
import { addRevision } from './revisions.ts';
import { runTestCases } from './testCases.ts';
import { readerLanguage } from './texts.ts';

interface ConfirmBody {
  version: number;
  description: string;
  diagram: Diagram;
  comment?: string;
}

/**
 * The confirmed save (configuration-areas §4): in one transaction the flow's write (its rules,
 * server/areas/call_flow/rules.ts, refuse a diagram with errors), the revision it records and
 * its test cases run against the new diagram, their results kept. A stale version is 412, as
 * every write of the engine.
 */
export function confirmRoute(app: FastifyInstance) {
  const service = app.resources;
  const model = service.model('call_flow');
  app.post<{ Params: { id: number }; Body: ConfirmBody }>(
    contract.confirm.path.replace('{id}', ':id'),
    { schema: routeSchema(contract.confirm), bodyLimit: DIAGRAM_BODY_LIMIT, preValidation: [writersOnly(app), recordReachable(app, 'call_flow')] },
    async (request, reply) => {
      const session = sessionOf(request);
      const { version, description, diagram, comment } = request.body;
      const answer = await app.db
        .transaction(async (tx) => {
          const saved = await service.updateIn(tx, session, model, request.params.id, { description, diagram, draft: false, working_diagram: null }, { partial: true, expectedVersion: version });
          const revision = await addRevision(tx, saved, session, comment?.trim() ?? '');
          const testResults = await runTestCases(tx, session.group.id, saved.id, saved.diagram as Diagram, true);
          // The rules validated the diagram if the write made it live; else (already live, unchanged) it is done here.
          const issues = takeIssues(tx, saved.id) ?? validateDiagram(saved.diagram as Diagram, { flowId: saved.id });
          return { call_flow: saved, revision, test_results: testResults, warnings: issues.filter((i) => i.severity === 'warning') };
        })
        .catch((err) => service.translate(model, err));
      const { warnings, ...saved } = answer;
      return reply.header('ETag', `"${answer.call_flow.version}"`).send({ ...saved, warnings: issueAnswers(warnings, readerLanguage(session)) });
    },
  );
}

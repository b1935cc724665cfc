import type { FastifyInstance } from 'fastify';
import { stepMessage, traceCall, type CallScenario, type Diagram } from '../../../core/callFlow/index.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { sessionOf } from '../../auth/guard.ts';
import { HttpError } from '../../http/errors.ts';
import { routeSchema } from '../../routes/contract/route.ts';
import { DIAGRAM_BODY_LIMIT, flowOf } from './access.ts';
import { contract } from './contract.ts';
import { traceContext } from './traceContext.ts';
import { readerLanguage, translator } from './texts.ts';

interface TraceBody {
  call_flow?: number;
  did?: number;
  diagram?: Diagram;
  live?: boolean;
  scenario: CallScenario;
}

/**
 * The test call on the server (issue 11): the same routing module as the designer's, with what
 * the blocks read from the database. From a phone number ("where does this number go") the call
 * starts in the flow the number routes to (its override when set), in its live diagram, as a
 * caller meets it.
 */
export function traceRoute(app: FastifyInstance) {
  const service = app.resources;
  app.post<{ Body: TraceBody }>(contract.trace.path, { schema: routeSchema(contract.trace), bodyLimit: DIAGRAM_BODY_LIMIT }, async (request) => {
    const session = sessionOf(request);
    const body = request.body;
    const scenario = { ...body.scenario };
    let flowId: number | null = body.call_flow ?? null;
    let live = body.live === true;
    if (body.did !== undefined) {
      const number = await service.get(session, service.model('did_routing'), body.did);
      // A number whose routing is off takes its calls through no flow at all.
      const routed = number.routing_active === false ? null : ((number.override_call_flow ?? number.call_flow) as number | null);
      if (typeof routed !== 'number') throw new HttpError(400, { did: [serverText('did_no_call_flow')] });
      flowId = routed;
      live = true;
      if (!scenario.dialled) scenario.dialled = String(number.did ?? '');
    }
    let diagram = body.diagram;
    if (flowId !== null) {
      const { flow } = await flowOf(app, request, flowId);
      diagram ??= (live ? flow.diagram : (flow.working_diagram ?? flow.diagram)) as Diagram;
    } else {
      service.allow(session, service.model('call_flow'));
    }
    if (!diagram) throw new HttpError(400, { call_flow: [serverText('required')] });
    const ctx = await traceContext(app.db, session.group.id, diagram, flowId);
    const trace = traceCall(diagram, scenario, { ...ctx, flowId: flowId ?? undefined });
    const t = translator(readerLanguage(session));
    const flows = Object.fromEntries(
      [...new Set(trace.steps.map((s) => s.flow))].filter((f): f is number => f !== null && f !== flowId).map((f) => [f, ctx.flows![f]]),
    );
    return {
      call_flow: flowId,
      trace: { end: trace.end, steps: trace.steps.map((step) => ({ ...step, message: stepMessage(step, t) })) },
      flows,
    };
  });
}

import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../../routes/contract/route.ts';
import { recordReachable } from '../../resources/reachable.ts';
import { tableOf } from '../../resources/storageNames.ts';
import { flowOf, writersOnly } from './access.ts';
import { contract } from './contract.ts';

/** common.schema.json's description: at most this long. */
const MAX_DESCRIPTION = 255;

/**
 * Duplicate (configuration-areas §4): a new draft with the flow's diagram as its designer shows
 * it (the unconfirmed edits when there are some). Without a description of its own, the copy is
 * called after the original with the first free number, "Main line (2)": no words, so no
 * language, and unique in the group.
 */
export function duplicateRoute(app: FastifyInstance) {
  const service = app.resources;
  app.post<{ Params: { id: number }; Body: { description?: string } }>(
    contract.duplicate.path.replace('{id}', ':id'),
    { schema: routeSchema(contract.duplicate), preValidation: [writersOnly(app), recordReachable(app, 'call_flow')] },
    async (request, reply) => {
      const { session, model, flow } = await flowOf(app, request);
      let description = request.body?.description;
      if (!description) {
        const base = String(flow.description).replace(/ \(\d+\)$/, '');
        const rows = await app.db.query<{ description: string }>(
          `SELECT data ->> 'description' AS description FROM ${tableOf('call_flow')} WHERE group_id = $1 AND starts_with(data ->> 'description', $2)`,
          [session.group.id, base.slice(0, MAX_DESCRIPTION - 8)],
        );
        const taken = new Set(rows.map((r) => r.description));
        for (let n = 2; !description; n++) {
          const suffix = ` (${n})`;
          const candidate = base.slice(0, MAX_DESCRIPTION - suffix.length) + suffix;
          if (!taken.has(candidate)) description = candidate;
        }
      }
      const copy = await service.create(session, model, { description, draft: true, diagram: flow.working_diagram ?? flow.diagram, working_diagram: null });
      return reply.code(201).header('ETag', `"${copy.version}"`).send(copy);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { Diagram } from '../../../core/callFlow/index.ts';
import type { Session } from '../../auth/session.ts';
import type { Queryable } from '../../db/index.ts';
import { routeSchema } from '../../routes/contract/route.ts';
import { recordReachable } from '../../resources/reachable.ts';
import type { StoredRecord } from '../../resources/records.ts';
import { flowOf, iso, notFound, writableFlowOf, writersOnly } from './access.ts';
import { contract } from './contract.ts';
import { authorOf } from './lastChange.ts';

interface Row {
  id: number;
  number: number;
  created_at: string | Date;
  created_by: number | null;
  created_by_name: string;
  comment: string;
  description?: string;
  diagram?: Diagram;
}

const summary = (row: Row) => ({
  id: row.id,
  number: row.number,
  created_at: iso(row.created_at),
  created_by: { id: row.created_by, name: row.created_by_name },
  comment: row.comment,
});

const full = (row: Row) => ({ ...summary(row), description: row.description ?? '', diagram: row.diagram ?? { nodes: [], edges: [] } });

const COLUMNS = 'id, number, created_at, created_by, created_by_name, comment';

/** Records a confirmed save as the flow's next revision (the flow is locked by the save: numbers cannot clash). */
export async function addRevision(tx: Queryable, flow: StoredRecord, session: Session, comment: string) {
  const author = authorOf(session);
  const [row] = await tx.query<Row>(
    `INSERT INTO call_flow_revisions (call_flow_id, number, description, diagram, comment, created_by, created_by_name)
     SELECT $1, coalesce(max(number), 0) + 1, $2, $3, $4, $5, $6 FROM call_flow_revisions WHERE call_flow_id = $1
     RETURNING ${COLUMNS}`,
    [flow.id, flow.description, JSON.stringify(flow.diagram), comment, author.id, author.name],
  );
  return summary(row);
}

/** Revisions (issue 11): the history of a flow's confirmed saves, and restoring one as the working diagram. */
export function revisionRoutes(app: FastifyInstance) {
  const reachable = recordReachable(app, 'call_flow');
  const path = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');

  app.get<{ Params: { id: number }; Querystring: { page?: string; page_size?: string } }>(
    path(contract.revisions.path),
    { schema: routeSchema(contract.revisions), preValidation: reachable },
    async (request) => {
      const { flow } = await flowOf(app, request);
      const page = Number(request.query.page ?? 1);
      const size = Number(request.query.page_size ?? 20);
      const [{ count }] = await app.db.query<{ count: number }>('SELECT count(*)::int AS count FROM call_flow_revisions WHERE call_flow_id = $1', [flow.id]);
      const rows = await app.db.query<Row>(
        `SELECT ${COLUMNS} FROM call_flow_revisions WHERE call_flow_id = $1 ORDER BY number DESC LIMIT $2 OFFSET $3`,
        [flow.id, size, (page - 1) * size],
      );
      return { count, results: rows.map(summary) };
    },
  );

  const revisionOf = async (db: Queryable, flowId: number, rev: number) => {
    const [row] = await db.query<Row>(`SELECT ${COLUMNS}, description, diagram FROM call_flow_revisions WHERE id = $2 AND call_flow_id = $1`, [flowId, rev]);
    if (!row) throw notFound();
    return row;
  };

  app.get<{ Params: { id: number; rev: number } }>(path(contract.revision.path), { schema: routeSchema(contract.revision), preValidation: reachable }, async (request) => {
    const { flow } = await flowOf(app, request);
    return full(await revisionOf(app.db, flow.id, request.params.rev));
  });

  // The revision's diagram becomes the working diagram: restoring is a change like any other, confirmed before it goes live.
  app.post<{ Params: { id: number; rev: number } }>(path(contract.restore.path), { schema: routeSchema(contract.restore), preValidation: [writersOnly(app), reachable] }, async (request, reply) => {
    const { flow, session, model } = await writableFlowOf(app, request);
    const row = await revisionOf(app.db, flow.id, request.params.rev);
    const saved = await app.resources.update(session, model, flow.id, { working_diagram: row.diagram }, { partial: true });
    return reply.header('ETag', `"${saved.version}"`).send(saved);
  });
}

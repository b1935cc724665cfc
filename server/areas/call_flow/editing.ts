import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/index.ts';
import { routeSchema } from '../../routes/contract/route.ts';
import { recordReachable } from '../../resources/reachable.ts';
import { flowOf, iso } from './access.ts';
import { contract } from './contract.ts';

/** The event that says who has a flow open changed: {call_flow, editors}. */
export const EDITING_EVENT = 'call_flow.editing';

/** A designer's heartbeat comes every 20 s; one not seen for this long has left. */
const GONE_AFTER_SECONDS = 45;

interface Editor {
  user: number;
  name: string;
  since: string;
}

/** Who has the flow open now, by the database's clock: every API server sees the same editors. */
async function editorsOf(db: Queryable, flowId: number): Promise<Editor[]> {
  const rows = await db.query<{ user: number; name: string; since: string | Date }>(
    `SELECT e.user_id AS "user", u.name, e.since FROM call_flow_editors e JOIN users u ON u.id = e.user_id
      WHERE e.call_flow_id = $1 AND e.seen_at > now() - make_interval(secs => $2) ORDER BY e.since, e.user_id`,
    [flowId, GONE_AFTER_SECONDS],
  );
  return rows.map((r) => ({ user: r.user, name: r.name, since: iso(r.since) }));
}

const sameSet = (a: Editor[], b: Editor[]) => a.map((e) => e.user).join() === b.map((e) => e.user).join();

/**
 * Who is editing (issue 11: whoever opens a flow that someone else is editing sees who). Each
 * designer sends a heartbeat; the answer names the others. When the set of editors changes (one
 * arrives, one leaves) the group hears call_flow.editing on the event bus, so open designers
 * update without waiting for their next heartbeat.
 */
export function editingRoutes(app: FastifyInstance) {
  const reachable = recordReachable(app, 'call_flow');
  const path = contract.editing.path.replace('{id}', ':id');

  async function announce(groupId: number, flowId: number, before: Editor[], after: Editor[]) {
    if (sameSet(before, after)) return;
    await app.events.publish({ type: EDITING_EVENT, groupId, data: { call_flow: flowId, editors: after } });
  }

  app.post<{ Params: { id: number } }>(path, { schema: routeSchema(contract.editing), preValidation: reachable }, async (request) => {
    const { session, flow } = await flowOf(app, request);
    const me = session.user.id;
    const { before, after } = await app.db.transaction(async (tx) => {
      const before = await editorsOf(tx, flow.id);
      // A heartbeat after a long pause is a new visit: its "since" starts again.
      await tx.query(
        `INSERT INTO call_flow_editors (call_flow_id, user_id) VALUES ($1, $2)
         ON CONFLICT (call_flow_id, user_id) DO UPDATE
            SET since = CASE WHEN call_flow_editors.seen_at > now() - make_interval(secs => $3) THEN call_flow_editors.since ELSE now() END,
                seen_at = now()`,
        [flow.id, me, GONE_AFTER_SECONDS],
      );
      // Rows of visits long over are of no use to anyone.
      await tx.query(`DELETE FROM call_flow_editors WHERE call_flow_id = $1 AND seen_at < now() - interval '1 day'`, [flow.id]);
      return { before, after: await editorsOf(tx, flow.id) };
    });
    await announce(session.group.id, flow.id, before, after);
    return { editors: after.filter((e) => e.user !== me) };
  });

  app.delete<{ Params: { id: number } }>(path, { schema: routeSchema(contract.stopEditing), preValidation: reachable }, async (request, reply) => {
    const { session, flow } = await flowOf(app, request);
    const before = await editorsOf(app.db, flow.id);
    await app.db.query('DELETE FROM call_flow_editors WHERE call_flow_id = $1 AND user_id = $2', [flow.id, session.user.id]);
    await announce(session.group.id, flow.id, before, await editorsOf(app.db, flow.id));
    return reply.code(204).send();
  });
}

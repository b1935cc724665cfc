import type { FastifyInstance } from 'fastify';
import { runTestCase, type CallScenario, type Diagram, type TestCase } from '../../../core/callFlow/index.ts';
import type { Queryable } from '../../db/index.ts';
import { routeSchema } from '../../routes/contract/route.ts';
import { recordReachable } from '../../resources/reachable.ts';
import { DIAGRAM_BODY_LIMIT, flowOf, notFound, writableFlowOf, writersOnly } from './access.ts';
import { contract } from './contract.ts';
import { traceContext } from './traceContext.ts';

export interface TestResult {
  test_case: number;
  name: string;
  passed: boolean;
  reached: string | null;
  diverged_at: string | null;
}

interface Row {
  id: number;
  name: string;
  scenario: CallScenario;
  expect: { block: string };
  last_result: TestResult | null;
}

type Body = Pick<TestCase, 'name' | 'scenario' | 'expect'>;

const answer = (row: Row) => ({ id: row.id, name: row.name, scenario: row.scenario, expect: row.expect, last_result: row.last_result ?? null });

const COLUMNS = 'id, name, scenario, expect, last_result';

export async function testCasesOf(db: Queryable, flowId: number): Promise<Row[]> {
  return db.query<Row>(`SELECT ${COLUMNS} FROM call_flow_test_cases WHERE call_flow_id = $1 ORDER BY id`, [flowId]);
}

/**
 * Runs a flow's test cases against `diagram` with what the blocks read from the database;
 * `keep` stores each result as the case's last one (a confirmed save: the diagram is now live).
 */
export async function runTestCases(db: Queryable, groupId: number, flowId: number, diagram: Diagram, keep: boolean): Promise<TestResult[]> {
  const cases = await testCasesOf(db, flowId);
  if (!cases.length) return [];
  const ctx = { ...(await traceContext(db, groupId, diagram, flowId)), flowId };
  const results: TestResult[] = [];
  for (const row of cases) {
    const run = runTestCase(diagram, { id: row.id, name: row.name, scenario: row.scenario, expect: row.expect }, ctx);
    const result = { test_case: row.id, name: row.name, passed: run.passed, reached: run.reached, diverged_at: run.diverged_at };
    results.push(result);
    if (keep) await db.query('UPDATE call_flow_test_cases SET last_result = $2 WHERE id = $1', [row.id, JSON.stringify(result)]);
  }
  return results;
}

/** Test cases (issue 11): saved test calls of a flow, each with the block it must reach. */
export function testCaseRoutes(app: FastifyInstance) {
  const reachable = recordReachable(app, 'call_flow');
  const path = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');

  app.get<{ Params: { id: number } }>(path(contract.testCases.path), { schema: routeSchema(contract.testCases), preValidation: reachable }, async (request) => {
    const { flow } = await flowOf(app, request);
    const rows = await testCasesOf(app.db, flow.id);
    return { count: rows.length, results: rows.map(answer) };
  });

  app.post<{ Params: { id: number }; Body: Body }>(path(contract.createTestCase.path), { schema: routeSchema(contract.createTestCase), preValidation: [writersOnly(app), reachable] }, async (request, reply) => {
    const { flow } = await writableFlowOf(app, request);
    const { name, scenario, expect } = request.body;
    const [row] = await app.db.query<Row>(
      `INSERT INTO call_flow_test_cases (call_flow_id, name, scenario, expect) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
      [flow.id, name.trim(), JSON.stringify(scenario), JSON.stringify(expect)],
    );
    return reply.code(201).send(answer(row));
  });

  app.put<{ Params: { id: number; tc: number }; Body: Body }>(path(contract.updateTestCase.path), { schema: routeSchema(contract.updateTestCase), preValidation: [writersOnly(app), reachable] }, async (request) => {
    const { flow } = await writableFlowOf(app, request);
    const { name, scenario, expect } = request.body;
    // A changed case's last result no longer says anything about it.
    const [row] = await app.db.query<Row>(
      `UPDATE call_flow_test_cases SET name = $3, scenario = $4, expect = $5, last_result = NULL, updated_at = now()
        WHERE id = $2 AND call_flow_id = $1 RETURNING ${COLUMNS}`,
      [flow.id, request.params.tc, name.trim(), JSON.stringify(scenario), JSON.stringify(expect)],
    );
    if (!row) throw notFound();
    return answer(row);
  });

  app.delete<{ Params: { id: number; tc: number } }>(path(contract.deleteTestCase.path), { schema: routeSchema(contract.deleteTestCase), preValidation: [writersOnly(app), reachable] }, async (request, reply) => {
    const { flow } = await writableFlowOf(app, request);
    const rows = await app.db.query('DELETE FROM call_flow_test_cases WHERE id = $2 AND call_flow_id = $1 RETURNING id', [flow.id, request.params.tc]);
    if (!rows.length) throw notFound();
    return reply.code(204).send();
  });

  app.post<{ Params: { id: number }; Body: { diagram?: Diagram } }>(path(contract.runTestCases.path), { schema: routeSchema(contract.runTestCases), bodyLimit: DIAGRAM_BODY_LIMIT, preValidation: reachable }, async (request) => {
    const { flow, session } = await flowOf(app, request);
    const diagram = request.body?.diagram ?? ((flow.working_diagram ?? flow.diagram) as Diagram);
    return { results: await runTestCases(app.db, session.group.id, flow.id, diagram, false) };
  });
}

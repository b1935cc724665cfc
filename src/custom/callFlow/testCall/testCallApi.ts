import { apiClient } from '../../../dataProvider/apiClient.ts';
import { resultOf } from '../../../dataProvider/client.ts';
import type { CallScenario, Diagram, TestCase, Trace } from '../../../../core/callFlow/types.ts';

/** One test case's outcome, as the server answers a run (and a confirmed save). */
export interface TestResult {
  test_case: number;
  name: string;
  passed: boolean;
  reached: string | null;
  diverged_at: string | null;
}

export interface StoredTestCase extends TestCase {
  id: number;
  /** Its last run's result (a confirmed save or a run), null before its first. */
  last_result?: TestResult | null;
}

export interface TraceAnswer {
  call_flow: number;
  trace: Trace;
}

/** A phone number routed to a flow, as the dialled-number choice offers it. */
export interface RoutedNumber {
  id: number;
  did: string;
}

/** The call-flow calls of the contract (server/areas/call_flow, issue 11), through the portal's one typed client. */
const one = (id: number) => ({ path: { id } });

const paged = <T>(answer: unknown): T[] => {
  if (Array.isArray(answer)) return answer as T[];
  const results = (answer as { results?: unknown } | null)?.results;
  return Array.isArray(results) ? (results as T[]) : [];
};

export const testCallApi = {
  /** The path of a call: through a saved flow (`call_flow`), the flow a phone number routes to (`did`), or an unsaved `diagram`. */
  trace: (body: { call_flow?: number; did?: number; diagram?: Diagram; scenario: CallScenario }, signal?: AbortSignal) =>
    // `live` has a default (false), which the document's type makes a field to send.
    resultOf(apiClient.POST('/v1/call_flow/trace/', { body: { live: false, ...body }, signal })) as Promise<TraceAnswer>,

  testCases: async (flow: number, signal?: AbortSignal) =>
    paged<StoredTestCase>(await resultOf(apiClient.GET('/v1/call_flow/{id}/test_cases/', { params: one(flow), signal }))),
  createTestCase: (flow: number, testCase: TestCase) =>
    resultOf(apiClient.POST('/v1/call_flow/{id}/test_cases/', { params: one(flow), body: testCase })) as Promise<StoredTestCase>,
  updateTestCase: (flow: number, testCase: StoredTestCase) =>
    resultOf(
      apiClient.PUT('/v1/call_flow/{id}/test_cases/{tc}/', {
        params: { path: { id: flow, tc: testCase.id } },
        body: { name: testCase.name, scenario: testCase.scenario, expect: testCase.expect },
      }),
    ) as Promise<StoredTestCase>,
  deleteTestCase: (flow: number, id: number) => resultOf(apiClient.DELETE('/v1/call_flow/{id}/test_cases/{tc}/', { params: { path: { id: flow, tc: id } } })),
  /** Runs a flow's test cases, against `diagram` (the unsaved one) when given, else the saved one. */
  runTestCases: async (flow: number, diagram?: Diagram) => {
    const answer = (await resultOf(apiClient.POST('/v1/call_flow/{id}/test_cases/run/', { params: one(flow), body: diagram ? { diagram } : {} }))) as { results?: TestResult[] };
    return answer.results ?? [];
  },

  /** The group's phone numbers that route to a flow (the did_routing lookup filtered by call_flow). */
  numbersOf: async (flow: number, signal?: AbortSignal): Promise<RoutedNumber[]> => {
    const answer = await resultOf(apiClient.GET('/v1/did_routing/', { params: { query: { call_flow: String(flow), page_size: 100 } }, signal }));
    return paged<{ id: number; did: string }>(answer).map(({ id, did }) => ({ id, did }));
  },
};

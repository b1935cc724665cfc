import { model, pathIds, type RouteContract } from '../../routes/contract/route.ts';
import { PLATFORM_ROUTES } from '../../platform/contract.ts';

/** A flow's calls name it by id; some name one of its revisions or test cases too. */
const flowParams = pathIds({ id: 'The call flow.' });
const withParams = (extra: Record<string, string>) => pathIds({ id: 'The call flow.', ...extra });
const common = { tags: ['call_flow'], version: 'v1' as const };

/**
 * The call-flow designer's calls (issue 11) beyond the flow's CRUD: each on a flow of the group
 * acted on (another group's is 404), a plain user's write refused (403) as
 * core/domain/writeAccess.ts says for call_flow. The API description is written from these.
 */
export const contract = {
  confirm: {
    ...common, method: 'POST', path: '/v1/call_flow/{id}/confirm/', operationId: 'call_flow_confirm', errors: [400, 401, 403, 404, 412],
    summary: 'Confirmed save: make a diagram live after every rule passed, record a revision and run the test cases',
    description:
      'The diagram must pass every rule of configuration-areas §5 (errors; warnings are answered, not refused): otherwise 400 ' +
      '{code: call_flow_invalid, detail, issues: [{block, rule, severity, message}]} with each message in the language of Accept-Language. ' +
      'A block naming a record that is not the group\'s: 400 call_flow_reference_missing. A version other than the stored one: 412. ' +
      'The flow becomes active (draft false) and its working diagram is cleared.',
    params: flowParams,
    body: model('call_flow_confirm'),
    responses: { 200: { description: 'Saved', schema: model('call_flow_confirm_result') } },
  },
  duplicate: {
    ...common, method: 'POST', path: '/v1/call_flow/{id}/duplicate/', operationId: 'call_flow_duplicate', errors: [400, 401, 403, 404],
    summary: 'Copy a call flow as a new draft (its working diagram when it has one), with a description unique in the group',
    params: flowParams,
    body: model('call_flow_duplicate'),
    responses: { 201: { description: 'The copy', schema: model('call_flow') } },
  },
  revisions: {
    ...common, method: 'GET', path: '/v1/call_flow/{id}/revisions/', operationId: 'call_flow_revisions', errors: [400, 401, 403, 404],
    summary: 'The confirmed saves of a call flow, newest first, a page at a time',
    params: flowParams,
    querystring: {
      type: 'object',
      properties: { page: { type: 'integer', minimum: 1, maximum: 100000 }, page_size: { type: 'integer', minimum: 1, maximum: 100 } },
    },
    responses: { 200: { description: 'A page of revisions', schema: model('call_flow_revision_list') } },
  },
  revision: {
    ...common, method: 'GET', path: '/v1/call_flow/{id}/revisions/{rev}/', operationId: 'call_flow_revision', errors: [401, 403, 404],
    summary: 'One revision, with its description and diagram',
    params: withParams({ rev: 'The revision.' }),
    responses: { 200: { description: 'The revision', schema: model('call_flow_revision') } },
  },
  restore: {
    ...common, method: 'POST', path: '/v1/call_flow/{id}/revisions/{rev}/restore/', operationId: 'call_flow_revision_restore', errors: [401, 403, 404],
    summary: "Put a revision's diagram back as the flow's working diagram, to be confirmed like any change",
    params: withParams({ rev: 'The revision.' }),
    responses: { 200: { description: 'The flow', schema: model('call_flow') } },
  },
  editing: {
    ...common, method: 'POST', path: '/v1/call_flow/{id}/editing/', operationId: 'call_flow_editing', errors: [401, 403, 404],
    summary: 'Heartbeat of a designer that has the flow open (every 20 s): answers who else has it open',
    description: 'Others count while their heartbeat is less than 45 s old. A change of who edits is announced as the event call_flow.editing {call_flow, editors}.',
    params: flowParams,
    responses: { 200: { description: 'The others editing it', schema: model('call_flow_editors') } },
  },
  stopEditing: {
    ...common, method: 'DELETE', path: '/v1/call_flow/{id}/editing/', operationId: 'call_flow_editing_stop', errors: [401, 403, 404],
    summary: 'The designer leaves the flow',
    params: flowParams,
    responses: { 204: { description: 'Left' } },
  },
  testCases: {
    ...common, method: 'GET', path: '/v1/call_flow/{id}/test_cases/', operationId: 'call_flow_test_cases', errors: [401, 403, 404],
    summary: "A call flow's test cases with their last results",
    params: flowParams,
    responses: { 200: { description: 'The test cases', schema: model('call_flow_test_case_list') } },
  },
  createTestCase: {
    ...common, method: 'POST', path: '/v1/call_flow/{id}/test_cases/', operationId: 'call_flow_test_case_create', errors: [400, 401, 403, 404],
    summary: 'Save a test call with the block it must reach',
    params: flowParams,
    body: model('call_flow_test_case'),
    responses: { 201: { description: 'The test case', schema: model('call_flow_test_case') } },
  },
  updateTestCase: {
    ...common, method: 'PUT', path: '/v1/call_flow/{id}/test_cases/{tc}/', operationId: 'call_flow_test_case_update', errors: [400, 401, 403, 404],
    summary: 'Change a test case',
    params: withParams({ tc: 'The test case.' }),
    body: model('call_flow_test_case'),
    responses: { 200: { description: 'The test case', schema: model('call_flow_test_case') } },
  },
  deleteTestCase: {
    ...common, method: 'DELETE', path: '/v1/call_flow/{id}/test_cases/{tc}/', operationId: 'call_flow_test_case_delete', errors: [401, 403, 404],
    summary: 'Delete a test case',
    params: withParams({ tc: 'The test case.' }),
    responses: { 204: { description: 'Deleted' } },
  },
  runTestCases: {
    ...common, method: 'POST', path: '/v1/call_flow/{id}/test_cases/run/', operationId: 'call_flow_test_cases_run', errors: [400, 401, 403, 404],
    summary: "Run a flow's test cases against the diagram sent, else its working diagram, else its live one",
    description: 'Running changes nothing: the results of the live diagram are kept only by a confirmed save.',
    params: flowParams,
    body: model('call_flow_test_run'),
    responses: { 200: { description: 'The results', schema: model('call_flow_test_results') } },
  },
  trace: {
    ...common, method: 'POST', path: '/v1/call_flow/trace/', operationId: 'call_flow_trace', errors: [400, 401, 403, 404],
    summary: 'A test call: the path a call takes through a flow, block by block, with the reason at each step',
    description:
      'Starts in call_flow (its working diagram unless live, or the diagram sent), or in the flow the phone number did routes to. ' +
      'The server supplies what the blocks read from the database: the diagrams of flows jumped to, time schedules\' closed dates and contacts\' numbers. ' +
      'Loops are reported (end loop), never followed.',
    body: model('call_flow_trace_request'),
    responses: { 200: { description: 'The trace', schema: model('call_flow_trace') } },
  },
  designerData: {
    ...common, method: 'GET', path: '/v1/call_flow/{id}/designer_data/', operationId: 'call_flow_designer_data', errors: [401, 403, 404],
    summary: "What the designer needs besides the diagram: choices for the blocks and the records the flow's diagrams refer to",
    params: flowParams,
    responses: { 200: { description: 'The designer data', schema: model('call_flow_designer_data') } },
  },
  // The SIP engine's routing call (server/platform/), described with the flows it routes by.
  ...PLATFORM_ROUTES,
} satisfies Record<string, RouteContract>;

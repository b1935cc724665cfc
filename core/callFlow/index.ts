/**
 * The call-flow designer's pure heart (issue 11): block kinds, diagram rules, the test call.
 * No React, no database: the portal and the server import this one module.
 */
export type * from './types.ts';
export { BLOCK_KINDS, BLOCK_TYPES, isBlockType, kindOf, type BlockType } from './blocks/index.ts';
export { portsOf, unreachableBlocks, referencesOf, indexDiagram, portOfLink, dataOf, type DiagramIndex } from './graph.ts';
export { validateDiagram, analyseDiagram, hasErrors, DIAGRAM_RULE_KEYS, type DiagramRule } from './validate.ts';
export { traceCall, STEP_LIMIT, type TraceOptions } from './trace.ts';
export { runTestCase } from './testCase.ts';
export { issueMessage, stepMessage, portText, kindName, type Translate } from './messages.ts';
export { normaliseNumber } from './phone.ts';
export { isTimeZone, localTime, momentOf } from './time.ts';

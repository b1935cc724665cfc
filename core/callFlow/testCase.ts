import { indexDiagram } from './graph.ts';
import { traceCall, type TraceOptions } from './trace.ts';
import type { Diagram, TestCase, TestCaseResult } from './types.ts';

/** The blocks from which `target` can still be reached in the diagram (itself included). */
function reaching(diagram: Diagram, target: string): Set<string> {
  const index = indexDiagram(diagram);
  const into = new Map<string, string[]>();
  for (const [source, byPort] of index.out) {
    for (const targets of byPort.values()) for (const t of targets) (into.get(t) ?? into.set(t, []).get(t)!).push(source);
  }
  const seen = new Set<string>();
  const stack = [target];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const source of into.get(id) ?? []) stack.push(source);
  }
  return seen;
}

/**
 * Runs a saved test call: it passes when the call passes through (or ends at) the expected
 * block of the tested flow. When it fails, `diverged_at` is the last block of the path from
 * which the expected one could still be reached: where the call went elsewhere.
 */
export function runTestCase(diagram: Diagram, testCase: TestCase, ctx: TraceOptions = {}): TestCaseResult {
  const trace = traceCall(diagram, testCase.scenario, ctx);
  const flow = ctx.flowId ?? null;
  const own = trace.steps.filter((s) => s.flow === flow);
  const expected = testCase.expect?.block;
  const reached = trace.steps.length ? trace.steps[trace.steps.length - 1].block : null;
  if (own.some((s) => s.block === expected)) return { passed: true, reached, diverged_at: null };
  const canReach = expected ? reaching(diagram, expected) : new Set<string>();
  let diverged: string | null = null;
  for (const step of own) if (canReach.has(step.block)) diverged = step.block;
  return { passed: false, reached, diverged_at: diverged };
}

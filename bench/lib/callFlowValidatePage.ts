import { validateDiagram } from '../../core/callFlow/index.ts';
import { bigDiagram } from '../../tests/unit/callFlow/bigDiagram.ts';

/**
 * What bench/callFlowValidate.bench.ts runs inside Chromium: validation of a generated diagram
 * of `size` blocks, `runs` times after a warm-up, each on a fresh copy. Answers each run's time.
 */
export function measure(size: number, runs: number) {
  const diagram = bigDiagram(size);
  const ctx = { takenShortcodes: new Map([[7, 'Night service'], [8, 'Holiday']]), missing: new Set(['queue:999', 'media_file:999']) };
  const issues = validateDiagram(diagram, ctx).length;
  for (let i = 0; i < 20; i++) validateDiagram(structuredClone(diagram), ctx);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const copy = structuredClone(diagram);
    const started = performance.now();
    validateDiagram(copy, ctx);
    times.push(performance.now() - started);
  }
  return { times, blocks: diagram.nodes.length, links: diagram.edges.length, issues };
}

import { validateDiagram } from '../src/domain/callFlow/index.ts';
import { bigDiagram } from '../tests/unit/callFlow/bigDiagram.ts';
import { median, note, report } from './lib/figures.ts';

/**
 * Full validation of a 1,000-block call flow (issue 11: ≤ 10 ms per edit), as the designer runs
 * it on every edit and the server on every confirmed save: whole-diagram and per-block rules,
 * with the account's taken shortcodes and the references that have gone. Median of 200 runs
 * after a warm-up, each on a fresh copy so that no run profits from the one before.
 */
const RUNS = 200;
const diagram = bigDiagram(1000);
const ctx = { takenShortcodes: new Map([[7, 'Night service'], [8, 'Holiday']]), missing: new Set(['queue:999', 'media_file:999']) };

const issues = validateDiagram(diagram, ctx);
if (issues.length) throw new Error(`the bench diagram is not valid: ${JSON.stringify(issues.slice(0, 3))}`);
for (let i = 0; i < 20; i++) validateDiagram(structuredClone(diagram), ctx);
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const copy = structuredClone(diagram);
  const started = performance.now();
  validateDiagram(copy, ctx);
  times.push(performance.now() - started);
}
note(`${diagram.nodes.length} blocks, ${diagram.edges.length} links; slowest run ${Math.max(...times).toFixed(2)} ms`);
// For the designer's largest diagrams (Twilio Studio's cap): a note, not a figure of the issue.
const largest = bigDiagram(2000);
const large: number[] = [];
for (let i = 0; i < 50; i++) {
  const copy = structuredClone(largest);
  const started = performance.now();
  validateDiagram(copy, ctx);
  large.push(performance.now() - started);
}
note(`${largest.nodes.length} blocks: median ${median(large).toFixed(2)} ms`);
report('call_flow_validate_1000_ms', Number(median(times).toFixed(2)), 'ms');

import { describe, expect, it } from 'vitest';
import { traceCall, unreachableBlocks, validateDiagram } from '../../../core/callFlow/index.ts';
import { bigDiagram } from './bigDiagram.ts';

describe('the bench’s large call flow', () => {
  const d = bigDiagram(1000);

  it('is 1,001 blocks, valid and all reachable', () => {
    expect(d.nodes).toHaveLength(1001);
    expect(validateDiagram(d)).toEqual([]);
    expect(unreachableBlocks(d).size).toBe(0);
  });

  it('routes a caller who presses 9 in every menu to the last department', () => {
    const trace = traceCall(d, { caller: '+3225880100', dialled: '+3225880100', at: '2026-11-23T10:00:00Z', keys: Array(100).fill('9') });
    expect(trace.end).toBe('ended');
    expect(trace.steps.at(-1)?.block).toBe('d99-end');
    expect(trace.steps).toHaveLength(1 + 100 * 2 + 1);
  });
});

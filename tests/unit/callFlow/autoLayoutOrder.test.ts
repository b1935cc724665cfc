import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import type { Diagram } from '../../../core/callFlow/types.ts';
import { layoutGraph, positionsOf } from '../../../src/custom/callFlow/designer/layout/autoLayout.ts';

/**
 * Issue 27 item 6: auto-layout before any link stacked the blocks in reverse creation order
 * (ELK packs unlinked blocks by size unless told to keep the model's order). The graph the
 * designer sends ELK, laid out by ELK itself (the bundled build, no worker in Node).
 */
const at = { x: 0, y: 0 };
const unlinked: Diagram = {
  nodes: [
    { id: 'start', type: 'start', position: at, data: {} },
    { id: 'first', type: 'queue', position: at, data: {} },
    { id: 'second', type: 'hangup', position: at, data: {} },
    { id: 'third', type: 'voicemail', position: at, data: {} },
    { id: 'fourth', type: 'hangup', position: at, data: {} },
  ],
  edges: [],
};

/** The blocks as a reader meets them: top to bottom, then left to right. */
function readingOrder(positions: Map<string, { x: number; y: number }>): string[] {
  return [...positions].sort(([, a], [, b]) => a.y - b.y || a.x - b.x).map(([id]) => id);
}

describe('auto-layout of blocks not linked yet', () => {
  it('keeps the order in which they were created', async () => {
    const positions = positionsOf(await new ELK().layout(layoutGraph(unlinked)));
    expect(readingOrder(positions)).toEqual(['start', 'first', 'second', 'third', 'fourth']);
  });
});

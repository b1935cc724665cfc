import { describe, expect, it } from 'vitest';
import type { Diagram } from '../../../../../core/callFlow/types.ts';
import { layoutGraph, positionsOf } from '../layout/autoLayout.ts';
import { createFlowBuilder, type FlowInput } from './flowBuilder.ts';
import { HEAD_HEIGHT, nodeGeometry, NODE_WIDTH, PORT_HEIGHT } from './geometry.ts';
import { initialView } from './initialView.ts';

const diagram: Diagram = {
  nodes: [
    { id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} },
    { id: 'menu', type: 'option_menu', position: { x: 300, y: 0 }, data: { prompts: [], options: [{ key: '1', label: 'Sales' }], max_tries: 3, timeout: 5 } },
    { id: 'end', type: 'end_call', position: { x: 600, y: 0 }, data: {} },
  ],
  edges: [{ id: 'l1', source: 'start', source_handle: null, target: 'menu', target_handle: null }],
};

const input = (over: Partial<FlowInput> = {}): FlowInput => ({
  diagram,
  byBlock: new Map(),
  unreachable: new Set(),
  selectedNodes: new Set(),
  selectedEdges: new Set(),
  path: null,
  ...over,
});

describe('the canvas’s nodes', () => {
  it('knows each node’s size and handles before it is drawn: an input but at the start, an output per port', () => {
    const start = nodeGeometry(diagram.nodes[0], ['next'], { summary: false, mark: false });
    expect(start.handles.map((h) => [h.type, h.id])).toEqual([['source', 'next']]);
    const menu = nodeGeometry(diagram.nodes[1], ['option-0', 'timeout', 'invalid'], { summary: true, mark: false });
    expect(menu.handles.map((h) => h.id)).toEqual([null, 'option-0', 'timeout', 'invalid']);
    expect(menu.width).toBe(NODE_WIDTH);
    expect(menu.handles[2].y - menu.handles[1].y).toBe(PORT_HEIGHT);
    expect(menu.height).toBeGreaterThan(HEAD_HEIGHT + 3 * PORT_HEIGHT);
  });

  it('reuses the node object of every block whose look did not change', () => {
    const build = createFlowBuilder();
    const first = build(input());
    const second = build(input({ selectedNodes: new Set(['menu']) }));
    expect(second.nodes[0]).toBe(first.nodes[0]);
    expect(second.nodes[2]).toBe(first.nodes[2]);
    expect(second.nodes[1]).not.toBe(first.nodes[1]);
    expect(second.nodes[1].selected).toBe(true);
    expect(second.edges[0]).toBe(first.edges[0]);
    const path = build(input({ selectedNodes: new Set(['menu']), path: { blocks: new Set(['start']), links: new Set(['l1']) } }));
    expect(path.nodes[0].data.highlighted).toBe(true);
    expect(path.edges[0].className).toContain('cfd-edge-highlighted');
  });

  it('greys the blocks no call reaches, and marks their issues', () => {
    const build = createFlowBuilder();
    const issue = { block: 'end', rule: 'no_unlinked', key: 'blocks.rules.no_unlinked', severity: 'error' as const };
    const { nodes } = build(input({ unreachable: new Set(['end']), byBlock: new Map([['end', [issue]]]) }));
    expect(nodes[2].data).toMatchObject({ greyed: true, issues: [issue] });
    expect(nodes[0].deletable).toBe(false);
  });

  it('opens a small diagram whole, a large one at its start', () => {
    expect(initialView(diagram)).toEqual({ fit: true });
    const large: Diagram = { nodes: Array.from({ length: 400 }, (_, i) => ({ id: `b${i}`, type: i ? 'end_call' : 'start', position: { x: (i % 20) * 320, y: Math.floor(i / 20) * 170 + 500 } })), edges: [] };
    const view = initialView(large);
    expect(view.fit).toBe(false);
    if (!view.fit) expect(view.viewport.zoom).toBeGreaterThan(0.5);
  });
});

describe('auto-layout', () => {
  it('gives ELK each block with its ports on fixed sides and each link from its port', () => {
    const graph = layoutGraph(diagram);
    const menu = graph.children!.find((c) => c.id === 'menu')!;
    expect(menu.ports!.map((p) => p.id)).toEqual(['menu::__in', 'menu::option-0', 'menu::timeout', 'menu::invalid']);
    expect(graph.edges).toEqual([{ id: 'l1', sources: ['start::next'], targets: ['menu::__in'] }]);
    expect(positionsOf({ id: 'root', children: [{ id: 'menu', x: 10.6, y: 3.2 }] })).toEqual(new Map([['menu', { x: 11, y: 3 }]]));
  });
});

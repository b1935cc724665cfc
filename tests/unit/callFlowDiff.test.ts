import { describe, expect, it } from 'vitest';
import type { Diagram } from '../../core/callFlow/types.ts';
import { diffDiagrams, sameDiagram } from '../../src/custom/callFlow/revisions/diffDiagrams.ts';

/** start → menu (option 0 → queue, timeout → voicemail). */
function base(): Diagram {
  return {
    nodes: [
      { id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} },
      { id: 'menu', type: 'option_menu', position: { x: 200, y: 0 }, data: { prompts: [1], options: [{ key: '1', label: 'Sales' }], max_tries: 3, timeout: 5 } },
      { id: 'queue', type: 'queue', position: { x: 400, y: 0 }, data: { queue: 7 } },
      { id: 'vm', type: 'voicemail', position: { x: 400, y: 200 }, data: { box: 3 } },
    ],
    edges: [
      { id: 'e1', source: 'start', source_handle: null, target: 'menu', target_handle: null },
      { id: 'e2', source: 'menu', source_handle: 'option-0', target: 'queue', target_handle: null },
      { id: 'e3', source: 'menu', source_handle: 'timeout', target: 'vm', target_handle: null },
    ],
  };
}

describe('diffDiagrams', () => {
  it('finds no difference between a diagram and itself, nor in moved blocks, key order or new link ids', () => {
    const after = base();
    after.nodes[1] = { ...after.nodes[1], position: { x: 999, y: 9 }, data: { timeout: 5, max_tries: 3, options: [{ label: 'Sales', key: '1' }], prompts: [1] } };
    after.edges = after.edges.map((edge, i) => ({ ...edge, id: `new-${i}` }));
    const diff = diffDiagrams(base(), after);
    expect(diff.blocks).toEqual([]);
    expect(diff.links).toEqual([]);
    expect(sameDiagram(base(), after)).toBe(true);
  });

  it('marks an added block on the newer side and a removed one on the older side, with their links', () => {
    const after = base();
    after.nodes = after.nodes.filter((block) => block.id !== 'vm');
    after.nodes.push({ id: 'end', type: 'end_call', position: { x: 400, y: 200 }, data: {} });
    after.edges = [...after.edges.filter((edge) => edge.id !== 'e3'), { id: 'e4', source: 'menu', source_handle: 'timeout', target: 'end', target_handle: null }];
    const diff = diffDiagrams(base(), after);
    expect(diff.blocks).toEqual([
      { block: 'vm', type: 'voicemail', change: 'removed', fields: [] },
      { block: 'end', type: 'end_call', change: 'added', fields: [] },
    ]);
    expect(diff.links).toEqual([
      { source: 'menu', port: 'timeout', target: 'vm', change: 'removed' },
      { source: 'menu', port: 'timeout', target: 'end', change: 'added' },
    ]);
    expect([...diff.before.blocks]).toEqual([['vm', 'removed']]);
    expect([...diff.after.blocks]).toEqual([['end', 'added']]);
    expect([...diff.before.links]).toEqual([['e3', 'removed']]);
    expect([...diff.after.links]).toEqual([['e4', 'added']]);
  });

  it('marks a block whose settings changed on both sides and names the settings', () => {
    const after = base();
    after.nodes[1] = { ...after.nodes[1], data: { ...after.nodes[1].data, timeout: 10, options: [{ key: '2', label: 'Sales' }] } };
    const diff = diffDiagrams(base(), after);
    expect(diff.blocks).toEqual([{ block: 'menu', type: 'option_menu', change: 'changed', fields: ['options', 'timeout'] }]);
    expect(diff.before.blocks.get('menu')).toBe('changed');
    expect(diff.after.blocks.get('menu')).toBe('changed');
    expect(sameDiagram(base(), after)).toBe(false);
  });

  it('names a change of type, and treats absent data, absent settings and null alike', () => {
    const before: Diagram = { nodes: [{ id: 'a', type: 'queue', data: { queue: null } }], edges: [] };
    expect(diffDiagrams(before, { nodes: [{ id: 'a', type: 'queue' }], edges: [] }).blocks).toEqual([]);
    expect(diffDiagrams(before, { nodes: [{ id: 'a', type: 'voicemail', data: { box: 2 } }], edges: [] }).blocks).toEqual([
      { block: 'a', type: 'voicemail', change: 'changed', fields: ['type', 'box'] },
    ]);
  });

  it('sees a link moved to another port as one removed and one added, and counts duplicate links one by one', () => {
    const after = base();
    after.edges[1] = { ...after.edges[1], source_handle: 'invalid' };
    after.edges.push({ id: 'e9', source: 'start', source_handle: 'next', target: 'menu', target_handle: null });
    const diff = diffDiagrams(base(), after);
    expect(diff.links).toEqual([
      { source: 'menu', port: 'option-0', target: 'queue', change: 'removed' },
      { source: 'menu', port: 'invalid', target: 'queue', change: 'added' },
      // null and 'next' are the same port: the second start link is the one added.
      { source: 'start', port: 'next', target: 'menu', change: 'added' },
    ]);
    expect([...diff.after.links.keys()]).toEqual(['e2', 'e9']);
  });

  it('compares against an empty diagram (a new concept) as all added', () => {
    const diff = diffDiagrams({ nodes: [], edges: [] }, base());
    expect(diff.blocks.map((b) => b.change)).toEqual(['added', 'added', 'added', 'added']);
    expect(diff.links).toHaveLength(3);
  });
});

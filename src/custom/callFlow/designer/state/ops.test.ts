import { describe, expect, it } from 'vitest';
import type { Diagram } from '../../../../../core/callFlow/types.ts';
import { addBlock, connect, copy, ensureStart, move, paste, remove, updateData } from './ops.ts';
import { COALESCE_MS, record, redo, startHistory, undo } from './history.ts';

const start = { id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} };
const menu = {
  id: 'menu',
  type: 'option_menu',
  position: { x: 300, y: 0 },
  data: { prompts: [1], options: [{ key: '1', label: 'Sales' }, { key: '2', label: 'Support' }], max_tries: 3, timeout: 5 },
};
const end = { id: 'end', type: 'end_call', position: { x: 600, y: 0 }, data: {} };
const base: Diagram = {
  nodes: [start, menu, end],
  edges: [
    { id: 'l1', source: 'start', source_handle: null, target: 'menu', target_handle: null },
    { id: 'l2', source: 'menu', source_handle: 'option-1', target: 'end', target_handle: null },
  ],
};

describe('the designer’s edits', () => {
  it('adds a block of a kind with its defaults, where it was dropped', () => {
    const { diagram, id } = addBlock(base, 'queue', { x: 10.4, y: 20.6 });
    const added = diagram.nodes.find((n) => n.id === id)!;
    expect(added).toMatchObject({ type: 'queue', position: { x: 10, y: 21 }, data: { queue: null } });
    expect(diagram.nodes).toHaveLength(4);
    expect(base.nodes).toHaveLength(3);
  });

  it('links a port to one block: a new link from the same port replaces the old one', () => {
    const once = connect(base, 'menu', 'option-1', 'menu');
    expect(once.edges.filter((e) => e.source === 'menu' && e.source_handle === 'option-1').map((e) => e.target)).toEqual(['menu']);
    expect(connect(base, 'menu', 'option-1', 'end')).toBe(base);
  });

  it('stores port next as null, and refuses a link into the start', () => {
    const linked = connect({ nodes: [start, end], edges: [] }, 'start', 'next', 'end');
    expect(linked.edges[0]).toMatchObject({ source: 'start', source_handle: null, target: 'end', target_handle: null });
    expect(connect(base, 'end', null, 'start')).toBe(base);
  });

  it('drops the link of a menu option that was removed, keeps the others', () => {
    const changed = updateData(base, 'menu', { ...menu.data, options: [{ key: '1', label: 'Sales' }] });
    expect(changed.edges.map((e) => e.id)).toEqual(['l1']);
    const same = updateData(base, 'menu', { ...menu.data, timeout: 9 });
    expect(same.edges).toBe(base.edges);
  });

  it('removes blocks with their links, never the start', () => {
    const left = remove(base, ['menu', 'start'], []);
    expect(left.nodes.map((n) => n.id)).toEqual(['start', 'end']);
    expect(left.edges).toEqual([]);
    expect(remove(base, ['start'])).toBe(base);
    expect(remove(base, [], ['l2']).edges.map((e) => e.id)).toEqual(['l1']);
  });

  it('moves blocks, and changes nothing when nothing moved', () => {
    expect(move(base, new Map([['end', { x: 600, y: 0 }]]))).toBe(base);
    const moved = move(base, new Map([['end', { x: 700.2, y: 10 }]]));
    expect(moved.nodes[2].position).toEqual({ x: 700, y: 10 });
    expect(moved.nodes[0]).toBe(base.nodes[0]);
  });

  it('copies a selection with its inner links only, and pastes it with new ids, offset', () => {
    const clip = copy(base, ['menu', 'end', 'start'])!;
    expect(clip.nodes.map((n) => n.id)).toEqual(['menu', 'end']);
    expect(clip.edges.map((e) => e.id)).toEqual(['l2']);
    const { diagram, ids } = paste(base, clip, { x: 40, y: 40 });
    expect(ids).toHaveLength(2);
    expect(ids.some((id) => id === 'menu' || id === 'end')).toBe(false);
    const [newMenu, newEnd] = ids.map((id) => diagram.nodes.find((n) => n.id === id)!);
    expect(newMenu.position).toEqual({ x: 340, y: 40 });
    expect(newMenu.data).toEqual(menu.data);
    expect(newMenu.data).not.toBe(menu.data);
    const pastedLink = diagram.edges.find((e) => e.source === newMenu.id)!;
    expect(pastedLink).toMatchObject({ source_handle: 'option-1', target: newEnd.id });
    expect(diagram.edges).toHaveLength(3);
    expect(copy(base, ['start'])).toBeNull();
  });

  it('gives a diagram without a start one', () => {
    expect(ensureStart(null).nodes.map((n) => n.type)).toEqual(['start']);
    expect(ensureStart(base)).toEqual(base);
  });
});

describe('undo and redo', () => {
  const a: Diagram = { nodes: [start], edges: [] };
  const b: Diagram = { nodes: [start, end], edges: [] };
  const c: Diagram = { nodes: [start, end, menu], edges: [] };

  it('steps back and forth, and a new edit forgets what was undone', () => {
    let h = record(record(startHistory(a), b), c);
    h = undo(h);
    expect(h.present).toBe(b);
    h = undo(h);
    expect(h.present).toBe(a);
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe(b);
    h = record(h, c);
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
  });

  it('makes one step of a run of edits of the same kind (typing in a field)', () => {
    let h = record(startHistory(a), b, 'data:x', 1000);
    h = record(h, c, 'data:x', 1000 + COALESCE_MS / 2);
    expect(h.past).toEqual([a]);
    h = record(h, b, 'data:x', 1000 + COALESCE_MS * 3);
    expect(h.past).toEqual([a, c]);
  });
});

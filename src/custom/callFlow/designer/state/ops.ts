import type { Block, BlockData, Diagram, Link, Position } from '../../../../../core/callFlow/types.ts';
import { kindOf } from '../kinds.ts';

/**
 * The edits of the designer as pure functions of the diagram (no React), so that undo is a
 * stack of diagrams and every edit is tested on its own. A diagram is never changed in place:
 * blocks and links that an edit leaves alone keep their identity, which lets the canvas redraw
 * only the nodes that changed.
 */

let counter = 0;

/** A new block or link id, unique in the diagram (ids are text in the store). */
export function newId(prefix: string, taken: { has(id: string): boolean }): string {
  for (;;) {
    counter = (counter + 1) % 1_000_000;
    const id = `${prefix}-${Date.now().toString(36)}${counter.toString(36)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`;
    if (!taken.has(id)) return id;
  }
}

const idsOf = (d: Diagram) => new Set([...d.nodes.map((n) => n.id), ...d.edges.map((e) => e.id)]);

export function portsOf(block: Block): string[] {
  return kindOf(block.type)?.ports(block.data ?? {}) ?? [];
}

/** A link's output port: null in the store means `next`. */
export const portOfLink = (link: Link): string => link.source_handle ?? 'next';

export function addBlock(d: Diagram, type: string, position: Position, id = newId(type, idsOf(d))): { diagram: Diagram; id: string } {
  const kind = kindOf(type);
  const block: Block = { id, type, position: { x: Math.round(position.x), y: Math.round(position.y) }, data: kind ? kind.defaults() : {} };
  return { diagram: { nodes: [...d.nodes, block], edges: d.edges }, id };
}

/** Links whose block or port is gone are dropped: a removed menu option takes its link along. */
function withValidLinks(nodes: Block[], edges: Link[]): Link[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const portCache = new Map<Block, Set<string>>();
  const portsOfBlock = (block: Block) => {
    let ports = portCache.get(block);
    if (!ports) {
      ports = new Set(portsOf(block));
      portCache.set(block, ports);
    }
    return ports;
  };
  const kept = edges.filter((link) => {
    const source = byId.get(link.source);
    const target = byId.get(link.target);
    if (!source || !target) return false;
    // A block of a kind the registry no longer knows keeps its links: nothing says they are wrong.
    return !kindOf(source.type) || portsOfBlock(source).has(portOfLink(link));
  });
  return kept.length === edges.length ? edges : kept;
}

export function updateData(d: Diagram, id: string, data: BlockData): Diagram {
  const nodes = d.nodes.map((n) => (n.id === id ? { ...n, data } : n));
  return { nodes, edges: withValidLinks(nodes, d.edges) };
}

/**
 * Links an output port to a block's input. A port leads to one block, so a new link from a
 * port replaces the old one. Nothing links into the start, which takes no calls from a block.
 */
export function connect(d: Diagram, source: string, port: string | null, target: string): Diagram {
  const targetBlock = d.nodes.find((n) => n.id === target);
  const sourceBlock = d.nodes.find((n) => n.id === source);
  if (!targetBlock || !sourceBlock) return d;
  if (kindOf(targetBlock.type)?.hasInput === false) return d;
  const handle = port ?? 'next';
  const existing = d.edges.find((e) => e.source === source && portOfLink(e) === handle);
  if (existing?.target === target) return d;
  const edges = d.edges.filter((e) => e !== existing);
  const link: Link = { id: newId('link', idsOf(d)), source, source_handle: handle === 'next' ? null : handle, target, target_handle: null };
  return { nodes: d.nodes, edges: [...edges, link] };
}

/** Removes blocks (never the start) and links, and every link of a removed block. */
export function remove(d: Diagram, blockIds: Iterable<string>, linkIds: Iterable<string> = []): Diagram {
  const blocks = new Set(blockIds);
  for (const node of d.nodes) if (node.type === 'start') blocks.delete(node.id);
  const links = new Set(linkIds);
  if (!blocks.size && !links.size) return d;
  const nodes = blocks.size ? d.nodes.filter((n) => !blocks.has(n.id)) : d.nodes;
  const edges = d.edges.filter((e) => !links.has(e.id) && !blocks.has(e.source) && !blocks.has(e.target));
  return { nodes, edges };
}

export function move(d: Diagram, positions: ReadonlyMap<string, Position>): Diagram {
  if (!positions.size) return d;
  let changed = false;
  const nodes = d.nodes.map((n) => {
    const p = positions.get(n.id);
    if (!p) return n;
    const x = Math.round(p.x);
    const y = Math.round(p.y);
    if (x === n.position?.x && y === n.position?.y) return n;
    changed = true;
    return { ...n, position: { x, y } };
  });
  return changed ? { nodes, edges: d.edges } : d;
}

/** A copied selection: its blocks, and the links between them (inner links). */
export interface Clip {
  nodes: Block[];
  edges: Link[];
}

export function copy(d: Diagram, blockIds: Iterable<string>): Clip | null {
  const ids = new Set(blockIds);
  const nodes = d.nodes.filter((n) => ids.has(n.id) && n.type !== 'start');
  if (!nodes.length) return null;
  const kept = new Set(nodes.map((n) => n.id));
  return { nodes: structuredClone(nodes), edges: structuredClone(d.edges.filter((e) => kept.has(e.source) && kept.has(e.target))) };
}

/** New ids for a copy's blocks, none of them taken in the diagram. */
export function renameClip(d: Diagram, clip: Clip): Map<string, string> {
  const taken = idsOf(d);
  const renamed = new Map<string, string>();
  for (const block of clip.nodes) {
    const id = newId(block.type, taken);
    taken.add(id);
    renamed.set(block.id, id);
  }
  return renamed;
}

/**
 * Pastes a copy with new ids (`renamed`, from renameClip), moved by `offset`; answers the new
 * blocks' ids (the new selection).
 */
export function paste(d: Diagram, clip: Clip, offset: Position, renamed = renameClip(d, clip)): { diagram: Diagram; ids: string[] } {
  const taken = idsOf(d);
  const nodes = clip.nodes.map((block) => {
    const id = renamed.get(block.id)!;
    const at = block.position ?? { x: 0, y: 0 };
    return { ...structuredClone(block), id, position: { x: Math.round(at.x + offset.x), y: Math.round(at.y + offset.y) } };
  });
  for (const id of renamed.values()) taken.add(id);
  const edges = clip.edges.map((link) => {
    const id = newId('link', taken);
    taken.add(id);
    return { ...link, id, source: renamed.get(link.source)!, target: renamed.get(link.target)! };
  });
  return { diagram: { nodes: [...d.nodes, ...nodes], edges: [...d.edges, ...edges] }, ids: nodes.map((n) => n.id) };
}

/** A diagram with exactly one start: what a new call flow opens with. */
export function ensureStart(d: Diagram | null | undefined): Diagram {
  const diagram: Diagram = { nodes: Array.isArray(d?.nodes) ? d.nodes : [], edges: Array.isArray(d?.edges) ? d.edges : [] };
  if (diagram.nodes.some((n) => n.type === 'start')) return diagram;
  const start: Block = { id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} };
  return { nodes: [start, ...diagram.nodes.filter((n) => n.id !== 'start')], edges: diagram.edges };
}

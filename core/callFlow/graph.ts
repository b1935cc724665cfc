import { kindOf } from './blocks/index.ts';
import type { Block, BlockData, Diagram, Link } from './types.ts';

/**
 * A diagram read once for the questions asked of it (ports, links by port, who links in):
 * validation runs on every edit at up to 2,000 blocks, so nothing here is quadratic.
 */
export interface DiagramIndex {
  nodes: Block[];
  byId: Map<string, Block>;
  /** The block's output ports, for blocks of a known kind. */
  ports: Map<string, string[]>;
  /** Links that join two blocks of the diagram: `source` → port → targets. */
  out: Map<string, Map<string, string[]>>;
  /** Links from a port the block does not have (its list got shorter). */
  strayLinks: Link[];
  /** Blocks some link enters. */
  entered: Set<string>;
  starts: Block[];
}

export const dataOf = (block: Block): BlockData => (block.data && typeof block.data === 'object' && !Array.isArray(block.data) ? block.data : {});

/** A link's port: `source_handle`, null or missing meaning `next`. */
export const portOfLink = (link: Link): string => link.source_handle ?? 'next';

/** The output ports of a block (none for an unknown kind). */
export function portsOf(block: Block): string[] {
  return kindOf(block.type)?.ports(dataOf(block)) ?? [];
}

export function indexDiagram(diagram: Diagram): DiagramIndex {
  const nodes = Array.isArray(diagram?.nodes) ? diagram.nodes.filter((n) => n && typeof n.id === 'string') : [];
  const links = Array.isArray(diagram?.edges) ? diagram.edges.filter((e) => e && typeof e.source === 'string' && typeof e.target === 'string') : [];
  const byId = new Map<string, Block>();
  const ports = new Map<string, string[]>();
  const starts: Block[] = [];
  for (const node of nodes) {
    if (!byId.has(node.id)) byId.set(node.id, node);
    if (node.type === 'start') starts.push(node);
    const kind = kindOf(node.type);
    if (kind) ports.set(node.id, kind.ports(dataOf(node)));
  }
  const out = new Map<string, Map<string, string[]>>();
  const entered = new Set<string>();
  const strayLinks: Link[] = [];
  for (const link of links) {
    const target = byId.get(link.target);
    if (!byId.has(link.source) || !target) continue;
    const port = portOfLink(link);
    const own = ports.get(link.source);
    if (own && !own.includes(port)) {
      strayLinks.push(link);
      continue;
    }
    // Nothing enters the start: a link into it is no way in.
    if (target.type === 'start') continue;
    let byPort = out.get(link.source);
    if (!byPort) out.set(link.source, (byPort = new Map()));
    const targets = byPort.get(port);
    if (targets) targets.push(link.target);
    else byPort.set(port, [link.target]);
    entered.add(link.target);
  }
  return { nodes, byId, ports, out, strayLinks, entered, starts };
}

/** Blocks a call can reach from the start, the start included. */
export function reachableFrom(index: DiagramIndex, starts: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const targets of index.out.get(id)?.values() ?? []) for (const t of targets) if (!seen.has(t)) stack.push(t);
  }
  return seen;
}

/** Blocks no call can reach from the start (shown greyed; a warning). The start itself never is. */
export function unreachableBlocks(diagram: Diagram): Set<string> {
  const index = indexDiagram(diagram);
  const reached = reachableFrom(index, index.starts.map((s) => s.id));
  const out = new Set<string>();
  for (const node of index.nodes) if (node.type !== 'start' && !reached.has(node.id)) out.add(node.id);
  return out;
}

/** Every record the diagram's blocks refer to, with the block that does. */
export function referencesOf(diagram: Diagram): { resource: string; id: number; block: string }[] {
  const out: { resource: string; id: number; block: string }[] = [];
  for (const node of indexDiagram(diagram).nodes) {
    for (const ref of kindOf(node.type)?.references(dataOf(node)) ?? []) out.push({ ...ref, block: node.id });
  }
  return out;
}

import type { Block, Diagram, Link } from '../../../../domain/callFlow/types.ts';
import { nodeTypeOf } from './nodeTypes.ts';
import type { BlockFlowNode, BlockNodeData, LinkEdgeData, LinkFlowEdge } from './types.ts';

/** A link's output port: null in the store means `next`. */
export const portOf = (link: Link): string => link.source_handle ?? 'next';

/** A block as a React Flow node (for views that draw a diagram as it is, e.g. the revision compare). */
export function toFlowNode(block: Block, extra: Omit<BlockNodeData, 'block'> = {}): BlockFlowNode {
  return { id: block.id, type: nodeTypeOf(block.type), position: block.position ?? { x: 0, y: 0 }, data: { block, ...extra }, deletable: block.type !== 'start' };
}

export function toFlowEdge(link: Link, extra: LinkEdgeData = {}): LinkFlowEdge {
  const classes = [extra.highlighted ? 'cfd-edge-highlighted' : '', extra.mark ? `cfd-edge-${extra.mark}` : ''].filter(Boolean).join(' ');
  return { id: link.id, source: link.source, sourceHandle: portOf(link), target: link.target, targetHandle: null, data: extra, ...(classes ? { className: classes } : {}) };
}

/** A whole diagram as nodes and edges, e.g. `const { nodes, edges } = toFlow(revision.diagram)`. */
export function toFlow(diagram: Diagram): { nodes: BlockFlowNode[]; edges: LinkFlowEdge[] } {
  return { nodes: diagram.nodes.map((block) => toFlowNode(block)), edges: diagram.edges.map((link) => toFlowEdge(link)) };
}

import type { Block, Diagram, Link } from '../../../../../core/callFlow/types.ts';
import { kindOf } from '../kinds.ts';
import { nodeGeometry } from './geometry.ts';
import { nodeTypeOf } from './nodeTypes.ts';
import { hasSummary } from './summary.ts';
import type { BlockFlowNode, BlockNodeData, LinkEdgeData, LinkFlowEdge } from './types.ts';

/** A link's output port: null in the store means `next`. */
export const portOf = (link: Link): string => link.source_handle ?? 'next';

/**
 * A block as a React Flow node, with its size and handles already known (geometry.ts), e.g. for
 * the revision compare: `toFlowNode(block, { mark: 'added' })`.
 */
export function toFlowNode(block: Block, extra: Omit<BlockNodeData, 'block'> = {}, selected = false): BlockFlowNode {
  const ports = kindOf(block.type)?.ports(block.data ?? {}) ?? [];
  const geometry = nodeGeometry(block, ports, { summary: hasSummary(block.type), mark: Boolean(extra.mark) });
  return {
    id: block.id,
    type: nodeTypeOf(block.type),
    position: block.position ?? { x: 0, y: 0 },
    data: { block, ...extra },
    deletable: block.type !== 'start',
    selected,
    handles: geometry.handles,
    measured: { width: geometry.width, height: geometry.height },
  };
}

export function toFlowEdge(link: Link, extra: LinkEdgeData = {}, selected = false): LinkFlowEdge {
  const classes = [extra.highlighted ? 'cfd-edge-highlighted' : '', extra.mark ? `cfd-edge-${extra.mark}` : ''].filter(Boolean).join(' ');
  return {
    id: link.id,
    source: link.source,
    sourceHandle: portOf(link),
    target: link.target,
    targetHandle: null,
    data: extra,
    selected,
    ...(classes ? { className: classes } : {}),
  };
}

/** A whole diagram as nodes and edges, e.g. `const { nodes, edges } = toFlow(revision.diagram)`. */
export function toFlow(diagram: Diagram): { nodes: BlockFlowNode[]; edges: LinkFlowEdge[] } {
  return { nodes: diagram.nodes.map((block) => toFlowNode(block)), edges: diagram.edges.map((link) => toFlowEdge(link)) };
}

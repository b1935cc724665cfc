import type { Block, Diagram, Issue, Link } from '../../../../../core/callFlow/types.ts';
import { toFlowEdge, toFlowNode } from './convert.ts';
import type { BlockFlowNode, LinkFlowEdge } from './types.ts';

export interface FlowInput {
  diagram: Diagram;
  byBlock: ReadonlyMap<string, Issue[]>;
  unreachable: ReadonlySet<string>;
  selectedNodes: ReadonlySet<string>;
  selectedEdges: ReadonlySet<string>;
  /** A test call's path: the blocks and links it passes. */
  path: { blocks: ReadonlySet<string>; links: ReadonlySet<string> } | null;
}

interface NodeEntry {
  block: Block;
  issues: Issue[] | undefined;
  greyed: boolean;
  selected: boolean;
  highlighted: boolean;
  node: BlockFlowNode;
}

interface EdgeEntry {
  link: Link;
  selected: boolean;
  highlighted: boolean;
  edge: LinkFlowEdge;
}

/**
 * Turns the diagram and how it is shown into React Flow's nodes and edges, reusing the node
 * object of every block whose look did not change: React Flow then redraws only the nodes that
 * did.
 */
export function createFlowBuilder() {
  let nodeCache = new Map<string, NodeEntry>();
  let edgeCache = new Map<string, EdgeEntry>();
  return (input: FlowInput): { nodes: BlockFlowNode[]; edges: LinkFlowEdge[] } => {
    const nextNodes = new Map<string, NodeEntry>();
    const nodes = input.diagram.nodes.map((block) => {
      const issues = input.byBlock.get(block.id);
      const greyed = input.unreachable.has(block.id);
      const selected = input.selectedNodes.has(block.id);
      const highlighted = input.path?.blocks.has(block.id) ?? false;
      let entry = nodeCache.get(block.id);
      if (!entry || entry.block !== block || entry.issues !== issues || entry.greyed !== greyed || entry.selected !== selected || entry.highlighted !== highlighted) {
        const node = toFlowNode(block, { ...(issues ? { issues } : {}), greyed, highlighted }, selected);
        entry = { block, issues, greyed, selected, highlighted, node };
      }
      nextNodes.set(block.id, entry);
      return entry.node;
    });
    nodeCache = nextNodes;
    const nextEdges = new Map<string, EdgeEntry>();
    const edges = input.diagram.edges.map((link) => {
      const selected = input.selectedEdges.has(link.id);
      const highlighted = input.path?.links.has(link.id) ?? false;
      let entry = edgeCache.get(link.id);
      if (!entry || entry.link !== link || entry.selected !== selected || entry.highlighted !== highlighted) {
        entry = { link, selected, highlighted, edge: toFlowEdge(link, highlighted ? { highlighted } : {}, selected) };
      }
      nextEdges.set(link.id, entry);
      return entry.edge;
    });
    edgeCache = nextEdges;
    return { nodes, edges };
  };
}

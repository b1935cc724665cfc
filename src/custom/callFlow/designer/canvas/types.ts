import type { Edge, Node } from '@xyflow/react';
import type { Block, Issue } from '../../../../../core/callFlow/types.ts';

/** How the revision compare view marks a block (or a link) against the other revision. */
export type DiffMark = 'added' | 'removed' | 'changed';

/**
 * A block node's data: the block as the diagram stores it, and how to show it. Shared with the
 * revision compare view (src/custom/callFlow/revisions/), which passes `mark` only.
 */
export interface BlockNodeData extends Record<string, unknown> {
  block: Block;
  issues?: Issue[];
  /** No call can reach the block. */
  greyed?: boolean;
  mark?: DiffMark;
  /** On the path of a test call. */
  highlighted?: boolean;
}

export type BlockFlowNode = Node<BlockNodeData>;

export interface LinkEdgeData extends Record<string, unknown> {
  mark?: DiffMark;
  highlighted?: boolean;
}

export type LinkFlowEdge = Edge<LinkEdgeData>;

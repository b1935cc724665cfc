import type { ComponentType } from 'react';
import type { NodeProps, NodeTypes } from '@xyflow/react';
import { allKinds } from '../kinds.ts';
import { BlockNode } from './BlockNode.tsx';
import type { BlockFlowNode } from './types.ts';

type NodeComponent = ComponentType<NodeProps<BlockFlowNode>>;

/**
 * A kind's own node component (src/custom/callFlow/blocks/<type>/Node.tsx, default or `Node` export)
 * draws its blocks; every other kind gets the generic BlockNode. Adding a kind's Node.tsx is
 * all it takes: the files are collected at build time.
 */
const OWN = import.meta.glob<{ default?: NodeComponent; Node?: NodeComponent }>('../../blocks/*/Node.tsx', { eager: true });

function ownNodes(): Record<string, NodeComponent> {
  const out: Record<string, NodeComponent> = {};
  for (const [path, module] of Object.entries(OWN)) {
    const type = /blocks\/([^/]+)\/Node\.tsx$/.exec(path)?.[1];
    const component = module.default ?? module.Node;
    if (type && component) out[type] = component;
  }
  return out;
}

/** The generic node's type name, for a block of a type the registry does not know. */
export const GENERIC_NODE = 'block';

/**
 * React Flow's node types, by block type. One object for the whole app (React Flow redraws
 * every node when it gets a new one).
 */
export const nodeTypes: NodeTypes = (() => {
  const own = ownNodes();
  const types: Record<string, NodeComponent> = { [GENERIC_NODE]: BlockNode };
  for (const kind of allKinds()) types[kind.type] = own[kind.type] ?? BlockNode;
  return types as NodeTypes;
})();

/** The node type to give a block. */
export function nodeTypeOf(type: string): string {
  return type in nodeTypes ? type : GENERIC_NODE;
}

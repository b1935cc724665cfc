import { useMemo } from 'react';
import { Background, Controls, ReactFlow, ReactFlowProvider } from '@xyflow/react';
import { CanvasFrame } from '../designer/canvas/CanvasFrame.tsx';
import { toFlowEdge, toFlowNode } from '../designer/canvas/convert.ts';
import { nodeTypes } from '../designer/canvas/nodeTypes.ts';
import type { Diagram } from '../../../../core/callFlow/types.ts';
import type { Change } from './diffDiagrams.ts';

export interface CompareCanvasProps {
  diagram: Diagram;
  /** The marks of this side: its blocks and links by id. */
  marks: { blocks: ReadonlyMap<string, Change>; links: ReadonlyMap<string, Change> };
  label: string;
  testId: string;
}

/**
 * One side of the compare view: the diagram drawn with the designer's own block nodes, read
 * only (nothing to drag, link or select), each added, removed or changed block and link marked.
 * Its own React Flow store, so the two sides pan and zoom apart.
 */
export function CompareCanvas({ diagram, marks, label, testId }: CompareCanvasProps) {
  const nodes = useMemo(() => diagram.nodes.map((block) => toFlowNode(block, marks.blocks.has(block.id) ? { mark: marks.blocks.get(block.id) } : {})), [diagram, marks]);
  const edges = useMemo(() => diagram.edges.map((link) => toFlowEdge(link, marks.links.has(link.id) ? { mark: marks.links.get(link.id) } : {})), [diagram, marks]);
  return (
    <ReactFlowProvider>
      <CanvasFrame height={460}>
        <ReactFlow
          aria-label={label}
          data-testid={testId}
          nodes={nodes}
          edges={edges}
          nodeTypes={nodeTypes}
          nodesDraggable={false}
          nodesConnectable={false}
          elementsSelectable={false}
          nodesFocusable={false}
          edgesFocusable={false}
          deleteKeyCode={null}
          fitView
          // A flow of thousands of blocks is drawn twice here: only what is in sight is.
          onlyRenderVisibleElements
          minZoom={0.05}
          proOptions={{ hideAttribution: true }}
        >
          <Background />
          <Controls showInteractive={false} />
        </ReactFlow>
      </CanvasFrame>
    </ReactFlowProvider>
  );
}

import { memo, useCallback, useMemo, type DragEvent } from 'react';
import { Background, Controls, MiniMap, ReactFlow, useReactFlow, type Connection, type OnEdgesChange, type OnNodesChange } from '@xyflow/react';
import { useTranslate } from 'ra-core';
import { kindOf } from '../kinds.ts';
import { ariaLabels } from './ariaLabels.ts';
import { CanvasFrame } from './CanvasFrame.tsx';
import { BlockNodeContext, type NodeContextValue } from './nodeContext.ts';
import { nodeTypes } from './nodeTypes.ts';
import { NODE_WIDTH } from './geometry.ts';
import type { BlockFlowNode, LinkFlowEdge } from './types.ts';

/** The drag-and-drop type of a block kind dragged from the palette. */
export const BLOCK_DRAG_TYPE = 'application/x-call-flow-block';

export interface DesignerCanvasProps {
  nodes: BlockFlowNode[];
  edges: LinkFlowEdge[];
  labels: NodeContextValue;
  /** Looked at, not edited: no dragging, linking or deleting. */
  readOnly?: boolean;
  onNodesChange: OnNodesChange<BlockFlowNode>;
  onEdgesChange: OnEdgesChange<LinkFlowEdge>;
  onConnect(source: string, port: string | null, target: string): void;
  onDelete(blocks: string[], links: string[]): void;
  onDropBlock(type: string, position: { x: number; y: number }): void;
}

const PRO_OPTIONS = { hideAttribution: true };
const FIT_VIEW_OPTIONS = { maxZoom: 1, padding: 0.1 };
const DELETE_KEYS = ['Delete', 'Backspace'];
const MINIMAP_STYLE = { width: 180, height: 120 };

/**
 * The diagram's canvas (React Flow): blocks and links, pan and zoom, box and Ctrl+click
 * selection, links drawn by dragging from a port to a block's input, blocks dropped from the
 * palette, the minimap and zoom controls. Only what is in view is drawn
 * (onlyRenderVisibleElements), and every change goes to the editor, which owns the diagram.
 */
function DesignerCanvasView({ nodes, edges, labels, readOnly, onNodesChange, onEdgesChange, onConnect, onDelete, onDropBlock }: DesignerCanvasProps) {
  const translate = useTranslate();
  const { screenToFlowPosition, getNode } = useReactFlow<BlockFlowNode, LinkFlowEdge>();
  const aria = useMemo(() => ariaLabels(translate), [translate]);

  const connect = useCallback((c: Connection) => onConnect(c.source, c.sourceHandle ?? null, c.target), [onConnect]);
  // Nothing links into the start, and a link joins two blocks.
  const isValidConnection = useCallback(
    (c: Connection | LinkFlowEdge) => {
      const target = getNode(c.target);
      return Boolean(target) && kindOf(target!.data.block.type)?.hasInput !== false;
    },
    [getNode],
  );
  const remove = useCallback(({ nodes: gone, edges: cut }: { nodes: BlockFlowNode[]; edges: LinkFlowEdge[] }) => onDelete(gone.map((n) => n.id), cut.map((e) => e.id)), [onDelete]);

  const dragOver = useCallback((event: DragEvent) => {
    if (!event.dataTransfer.types.includes(BLOCK_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  }, []);
  const drop = useCallback(
    (event: DragEvent) => {
      const type = event.dataTransfer.getData(BLOCK_DRAG_TYPE);
      if (!type) return;
      event.preventDefault();
      const at = screenToFlowPosition({ x: event.clientX, y: event.clientY });
      // The block's head lands under the pointer.
      onDropBlock(type, { x: at.x - NODE_WIDTH / 2, y: at.y - 14 });
    },
    [screenToFlowPosition, onDropBlock],
  );

  return (
    <CanvasFrame>
      <BlockNodeContext.Provider value={labels}>
        <ReactFlow<BlockFlowNode, LinkFlowEdge>
          nodes={nodes}
          edges={edges}
          nodeTypes={nodeTypes}
          onNodesChange={onNodesChange}
          onEdgesChange={onEdgesChange}
          onConnect={connect}
          isValidConnection={isValidConnection}
          onDelete={remove}
          deleteKeyCode={readOnly ? null : DELETE_KEYS}
          nodesDraggable={!readOnly}
          nodesConnectable={!readOnly}
          onDragOver={dragOver}
          onDrop={drop}
          onlyRenderVisibleElements
          fitView
          fitViewOptions={FIT_VIEW_OPTIONS}
          minZoom={0.05}
          maxZoom={2}
          elevateNodesOnSelect={false}
          proOptions={PRO_OPTIONS}
          ariaLabelConfig={aria}
          aria-label={translate('designer.canvas')}
          data-testid="cf-canvas"
        >
          <Background gap={24} />
          <Controls showInteractive={false} fitViewOptions={FIT_VIEW_OPTIONS} />
          <MiniMap pannable zoomable style={MINIMAP_STYLE} nodeStrokeWidth={0} ariaLabel={translate('designer.a11y.minimap')} />
        </ReactFlow>
      </BlockNodeContext.Provider>
    </CanvasFrame>
  );
}

export const DesignerCanvas = memo(DesignerCanvasView);

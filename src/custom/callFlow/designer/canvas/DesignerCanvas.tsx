import { memo, useCallback, useMemo, useRef, useState, type DragEvent } from 'react';
import { Background, Controls, ReactFlow, useReactFlow, type Connection, type NodeChange, type OnEdgesChange, type Viewport } from '@xyflow/react';
import { useTranslate } from 'ra-core';
import type { Diagram, Position } from '../../../../../core/callFlow/types.ts';
import { kindOf } from '../kinds.ts';
import { ariaLabels } from './ariaLabels.ts';
import { CanvasFrame } from './CanvasFrame.tsx';
import { LightMiniMap } from './LightMiniMap.tsx';
import { BlockNodeContext, type NodeContextValue } from './nodeContext.ts';
import { nodeTypes } from './nodeTypes.ts';
import { NODE_WIDTH } from './geometry.ts';
import { areaInView, FIT_VIEW_OPTIONS, insideView } from './readableView.ts';
import type { BlockFlowNode, LinkFlowEdge } from './types.ts';

/** The drag-and-drop type of a block kind dragged from the palette. */
export const BLOCK_DRAG_TYPE = 'application/x-call-flow-block';

export interface DesignerCanvasProps {
  nodes: BlockFlowNode[];
  edges: LinkFlowEdge[];
  labels: NodeContextValue;
  /** How the view opens (initialView.ts), read once. */
  initial: { fit: true } | { fit: false; viewport: Viewport };
  /** Looked at, not edited: no dragging, linking or deleting. */
  readOnly?: boolean;
  /** The diagram and its blocks with errors, for the overview map. */
  diagram: Diagram;
  errors: ReadonlySet<string>;
  /** Blocks selected or no longer selected (a click, Ctrl+click, a box). */
  onSelectBlocks(changes: { id: string; selected: boolean }[]): void;
  /** Blocks placed: at the end of a drag, or moved by the arrow keys. */
  onMoved(positions: ReadonlyMap<string, Position>, byDrag: boolean): void;
  onEdgesChange: OnEdgesChange<LinkFlowEdge>;
  onConnect(source: string, port: string | null, target: string): void;
  onDelete(blocks: string[], links: string[]): void;
  onDropBlock(type: string, position: { x: number; y: number }): void;
}

const PRO_OPTIONS = { hideAttribution: true };
const DELETE_KEYS = ['Delete', 'Backspace'];
const NOT_DRAGGING: ReadonlyMap<string, Position> = new Map();

/**
 * The diagram's canvas (React Flow): blocks and links, pan and zoom, box and Ctrl+click
 * selection, links drawn by dragging from a port to a block's input, blocks dropped from the
 * palette, the minimap and zoom controls. Only what is in view is drawn
 * (onlyRenderVisibleElements), and every change goes to the editor, which owns the diagram.
 */
function DesignerCanvasView({ nodes, edges, labels, initial, readOnly, diagram, errors, onSelectBlocks, onMoved, onEdgesChange, onConnect, onDelete, onDropBlock }: DesignerCanvasProps) {
  const translate = useTranslate();
  const { screenToFlowPosition, getNode, getViewport } = useReactFlow<BlockFlowNode, LinkFlowEdge>();
  const aria = useMemo(() => ariaLabels(translate), [translate]);

  // A drag moves blocks here only, frame by frame; the editor (and undo) learns where they
  // ended. So a drag redraws the canvas, not the page around it.
  const [dragging, setDragging] = useState<ReadonlyMap<string, Position>>(NOT_DRAGGING);
  const draggedIds = useRef(new Set<string>());
  const shown = useMemo(() => (dragging.size ? nodes.map((node) => (dragging.has(node.id) ? { ...node, position: dragging.get(node.id)! } : node)) : nodes), [nodes, dragging]);
  const onNodesChange = useCallback(
    (changes: NodeChange<BlockFlowNode>[]) => {
      const picked: { id: string; selected: boolean }[] = [];
      let live: Map<string, Position> | undefined;
      let done: Map<string, Position> | undefined;
      for (const change of changes) {
        if (change.type === 'select') picked.push({ id: change.id, selected: change.selected });
        else if (change.type === 'position' && change.position) {
          if (change.dragging) (live ??= new Map()).set(change.id, change.position);
          else (done ??= new Map()).set(change.id, change.position);
        }
      }
      if (picked.length) onSelectBlocks(picked);
      if (live) {
        const moving = live;
        for (const id of moving.keys()) draggedIds.current.add(id);
        setDragging((current) => new Map([...current, ...moving]));
      }
      if (done) {
        const placed = done;
        const byDrag = [...placed.keys()].some((id) => draggedIds.current.has(id));
        for (const id of placed.keys()) draggedIds.current.delete(id);
        onMoved(placed, byDrag);
        setDragging((current) => {
          if (!current.size) return current;
          const rest = new Map(current);
          for (const id of placed.keys()) rest.delete(id);
          return rest.size ? rest : NOT_DRAGGING;
        });
      }
    },
    [onSelectBlocks, onMoved],
  );

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
      // The block's head lands under the pointer, moved in as far as it takes to be seen whole.
      const canvas = (event.currentTarget as HTMLElement).getBoundingClientRect();
      onDropBlock(type, insideView({ x: at.x - NODE_WIDTH / 2, y: at.y - 14 }, areaInView(getViewport(), canvas)));
    },
    [screenToFlowPosition, getViewport, onDropBlock],
  );

  return (
    <CanvasFrame>
      <BlockNodeContext.Provider value={labels}>
        <ReactFlow<BlockFlowNode, LinkFlowEdge>
          nodes={shown}
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
          fitView={initial.fit}
          fitViewOptions={FIT_VIEW_OPTIONS}
          defaultViewport={initial.fit ? undefined : initial.viewport}
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
          <LightMiniMap diagram={diagram} errors={errors} />
        </ReactFlow>
      </BlockNodeContext.Provider>
    </CanvasFrame>
  );
}

export const DesignerCanvas = memo(DesignerCanvasView);

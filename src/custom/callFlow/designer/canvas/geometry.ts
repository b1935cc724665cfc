import { Position, type NodeHandle } from '@xyflow/react';
import type { Block } from '../../../../../core/callFlow/types.ts';
import { kindOf } from '../kinds.ts';

/**
 * The size of a block node and where its handles are, computed rather than measured. The node
 * is drawn with fixed row heights (blockNode.css says the same numbers), so React Flow knows
 * every node's size and ports before drawing it: the first render is one pass, and a link to a
 * block off screen (which onlyRenderVisibleElements leaves undrawn) still has its end.
 */
export const NODE_WIDTH = 220;
export const BORDER = 2;
export const HEAD_HEIGHT = 28;
export const SUMMARY_HEIGHT = 20;
export const MARK_HEIGHT = 18;
/** The ports' list: a 1px line above, 2px padding above and below. */
export const PORTS_FRAME = 5;
export const PORT_HEIGHT = 20;
export const HANDLE_SIZE = 12;
/**
 * A block's height where one number must stand for all (the minimap's boxes, the extent of a
 * diagram when the view opens): one with its summary line and two ports, the usual case.
 */
export const TYPICAL_NODE_HEIGHT = BORDER + HEAD_HEIGHT + SUMMARY_HEIGHT + PORTS_FRAME + 2 * PORT_HEIGHT + BORDER;

export interface NodeGeometry {
  width: number;
  height: number;
  handles: NodeHandle[];
}

export function nodeGeometry(block: Block, ports: readonly string[], options: { summary: boolean; mark: boolean }): NodeGeometry {
  const hasInput = kindOf(block.type)?.hasInput ?? block.type !== 'start';
  const portsTop = BORDER + HEAD_HEIGHT + (options.summary ? SUMMARY_HEIGHT : 0) + (options.mark ? MARK_HEIGHT : 0);
  const height = portsTop + (ports.length ? PORTS_FRAME + ports.length * PORT_HEIGHT : 0) + BORDER;
  const handles: NodeHandle[] = [];
  if (hasInput) {
    handles.push({ id: null, type: 'target', position: Position.Left, x: -HANDLE_SIZE / 2, y: BORDER + HEAD_HEIGHT / 2 - HANDLE_SIZE / 2, width: HANDLE_SIZE, height: HANDLE_SIZE });
  }
  ports.forEach((port, i) => {
    const rowTop = portsTop + 1 + 2 + i * PORT_HEIGHT;
    handles.push({ id: port, type: 'source', position: Position.Right, x: NODE_WIDTH - HANDLE_SIZE / 2, y: rowTop + PORT_HEIGHT / 2 - HANDLE_SIZE / 2, width: HANDLE_SIZE, height: HANDLE_SIZE });
  });
  return { width: NODE_WIDTH, height, handles };
}

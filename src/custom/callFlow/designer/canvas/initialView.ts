import type { Viewport } from '@xyflow/react';
import type { Diagram } from '../../../../../core/callFlow/types.ts';
import { NODE_WIDTH, TYPICAL_NODE_HEIGHT } from './geometry.ts';
import { READABLE_FIT_ZOOM } from './readableView.ts';

/** Below this zoom the whole diagram would be unreadable: the view opens at the start instead. */
const READABLE_ZOOM = READABLE_FIT_ZOOM;
/** What a canvas is at least on the screens the portal supports (the page's middle column). */
const CANVAS = { width: 800, height: 560 };
const OPEN_ZOOM = 0.85;

/**
 * How the canvas opens: a diagram that fits readably is shown whole (fitView); a larger one
 * opens at its start block, readable, where a call begins. This also keeps the first render of
 * a big diagram to the blocks in view (onlyRenderVisibleElements), instead of all of them tiny.
 */
export function initialView(diagram: Diagram): { fit: true } | { fit: false; viewport: Viewport } {
  if (!diagram.nodes.length) return { fit: true };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const node of diagram.nodes) {
    const { x, y } = node.position ?? { x: 0, y: 0 };
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x + NODE_WIDTH);
    maxY = Math.max(maxY, y + TYPICAL_NODE_HEIGHT);
  }
  const zoom = Math.min(CANVAS.width / (maxX - minX || 1), CANVAS.height / (maxY - minY || 1));
  if (zoom >= READABLE_ZOOM) return { fit: true };
  const start = diagram.nodes.find((n) => n.type === 'start') ?? diagram.nodes[0];
  const at = start.position ?? { x: 0, y: 0 };
  return { fit: false, viewport: { x: 60 - at.x * OPEN_ZOOM, y: CANVAS.height / 2 - at.y * OPEN_ZOOM, zoom: OPEN_ZOOM } };
}

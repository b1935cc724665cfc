import type { Viewport } from '@xyflow/react';
import type { Position } from '../../../../../core/callFlow/types.ts';
import { NODE_WIDTH, TYPICAL_NODE_HEIGHT } from './geometry.ts';

/**
 * The lowest zoom a fit to view may choose: above BlockNode's FAR_ZOOM (below which a block is
 * a blank box), so after a fit every block shows its kind and its line of what it does. A
 * diagram too large for it is fitted at this zoom around its middle, and the user pans (issue 27).
 */
export const READABLE_FIT_ZOOM = 0.5;

/** The options of every fit to view of the designer: the toolbar's, the zoom controls' and the first one. */
export const FIT_VIEW_OPTIONS = { maxZoom: 1, minZoom: READABLE_FIT_ZOOM, padding: 0.1 };

/** A rectangle of the diagram's plane (flow coordinates). */
export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Space kept between a placed block and the edge of the view. */
const MARGIN = 16;

/**
 * Where a block put at `at` (its top-left corner) goes so that it is wholly inside the part of
 * the plane in view: a block dropped against the palette's edge would otherwise hang out of the
 * canvas, hidden beside it. A view smaller than a block keeps its top-left corner in view.
 */
export function insideView(at: Position, view: Area, height = TYPICAL_NODE_HEIGHT): Position {
  const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(value, Math.max(low, high)));
  return {
    x: clamp(at.x, view.x + MARGIN, view.x + view.width - NODE_WIDTH - MARGIN),
    y: clamp(at.y, view.y + MARGIN, view.y + view.height - height - MARGIN),
  };
}

/** The part of the plane a viewport shows in a canvas of this size. */
export function areaInView(viewport: Viewport, size: { width: number; height: number }): Area {
  return { x: -viewport.x / viewport.zoom, y: -viewport.y / viewport.zoom, width: size.width / viewport.zoom, height: size.height / viewport.zoom };
}

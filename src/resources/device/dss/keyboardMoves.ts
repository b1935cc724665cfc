import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/** The direction of each arrow key, in screen coordinates. */
const ARROWS: Record<string, { x: number; y: number }> = {
  [KeyboardCode.Right]: { x: 1, y: 0 },
  [KeyboardCode.Left]: { x: -1, y: 0 },
  [KeyboardCode.Down]: { x: 0, y: 1 },
  [KeyboardCode.Up]: { x: 0, y: -1 },
};

/**
 * A button picked up with the keyboard moves key by key: an arrow puts it over the nearest key
 * that way (dnd-kit's default moved it 25 px a press, less than a key, so it never reached the
 * next one). Nearest counts the distance along the arrow first and the drift across it twice,
 * so that Right stays on the row and Down in the column. No key that way: it stays.
 */
export const keyToKey: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const arrow = ARROWS[event.code];
  // Where the button is now; just picked up, before dnd-kit has measured it, where its key is.
  const here = context.collisionRect ?? context.activeNode?.getBoundingClientRect();
  if (!arrow || !here) return undefined;
  event.preventDefault();
  const centre = (r: { left: number; top: number; width: number; height: number }) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
  const from = centre(here);
  let best: { dx: number; dy: number; cost: number } | undefined;
  for (const rect of context.droppableRects.values()) {
    const to = centre(rect);
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const along = dx * arrow.x + dy * arrow.y;
    if (along < 1) continue;
    const across = Math.abs(dx * arrow.y) + Math.abs(dy * arrow.x);
    const cost = along + 2 * across;
    if (!best || cost < best.cost) best = { dx, dy, cost };
  }
  return best ? { x: currentCoordinates.x + best.dx, y: currentCoordinates.y + best.dy } : currentCoordinates;
};

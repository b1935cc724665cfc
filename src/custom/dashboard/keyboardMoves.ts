import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const BACK = new Set(['ArrowUp', 'ArrowLeft']);
const FORTH = new Set(['ArrowDown', 'ArrowRight']);

/**
 * The keyboard's moves in the dashboard: an arrow takes the picked-up widget onto the previous
 * or next widget of the layout (not 25 pixels, dnd-kit's default), whatever the grid's shape.
 */
export function keyboardMovesOf(order: readonly string[]): KeyboardCoordinateGetter {
  return (event, { currentCoordinates, context }) => {
    if (!BACK.has(event.code) && !FORTH.has(event.code)) return undefined;
    event.preventDefault();
    const { active, over, collisionRect, droppableRects } = context;
    if (!active || !collisionRect) return undefined;
    const at = order.indexOf(String(over?.id ?? active.id));
    const next = order[at + (BACK.has(event.code) ? -1 : 1)];
    const target = next === undefined ? undefined : droppableRects.get(next);
    if (!target) return undefined;
    // The picked-up widget's centre onto the target's centre.
    return {
      x: currentCoordinates.x + target.left + target.width / 2 - (collisionRect.left + collisionRect.width / 2),
      y: currentCoordinates.y + target.top + target.height / 2 - (collisionRect.top + collisionRect.height / 2),
    };
  };
}

import { useRef, useState, type PointerEvent } from 'react';
import { DAY_SECONDS, latestEnd, placeWithin, startOf, endOf, type WeekRange } from '../../../../core/time/weekRanges.ts';

/** Moves and resizes snap to a quarter of an hour. */
export const SNAP_SECONDS = 15 * 60;
const snap = (seconds: number) => Math.round(seconds / SNAP_SECONDS) * SNAP_SECONDS;
/** Below this many pixels a press is a click (select), not a drag. */
const CLICK_PX = 4;

interface Drag {
  index: number;
  mode: 'move' | 'resize';
  y: number;
  start: number;
  end: number;
  moved: boolean;
}

/**
 * Dragging a range with the pointer: its body moves it along its day, its lower edge resizes
 * it. While dragging, the range is drawn where it would land (`preview`); it never crosses
 * another range of its day or the day's bounds (weekRanges.ts), so a drag cannot make an
 * overlap. Released, the new times are handed to `onCommit`; a press without movement selects.
 */
export function useRangeDrag(ranges: readonly WeekRange[], secondsPerPixel: number, onCommit: (index: number, start: number, end: number) => void, onSelect: (index: number) => void) {
  const drag = useRef<Drag | undefined>(undefined);
  const [preview, setPreview] = useState<{ index: number; start: number; end: number }>();

  const begin = (index: number, mode: Drag['mode']) => (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    const range = ranges[index];
    drag.current = { index, mode, y: event.clientY, start: startOf(range), end: endOf(range), moved: false };
  };

  const move = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    const dy = event.clientY - current.y;
    if (!current.moved && Math.abs(dy) < CLICK_PX) return;
    current.moved = true;
    const delta = snap(dy * secondsPerPixel);
    const { weekday } = ranges[current.index];
    if (current.mode === 'move') {
      const length = current.end - current.start;
      const start = placeWithin(ranges, weekday, current.index, Math.max(0, Math.min(DAY_SECONDS - length, current.start + delta)), length);
      if (start !== undefined) setPreview({ index: current.index, start, end: start + length });
    } else {
      const limit = latestEnd(ranges, weekday, current.index, current.start);
      const end = Math.max(current.start + SNAP_SECONDS, Math.min(limit, current.end + delta));
      setPreview({ index: current.index, start: current.start, end });
    }
  };

  const end = () => {
    const current = drag.current;
    drag.current = undefined;
    if (!current) return;
    if (!current.moved) onSelect(current.index);
    else if (preview && preview.index === current.index) onCommit(current.index, preview.start, preview.end);
    setPreview(undefined);
  };

  return { preview, begin, move, end };
}

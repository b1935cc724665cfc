import { startTransition, useEffect, useState } from 'react';
import { useAfterFirstPaint } from '../../layout/useAfterFirstPaint.ts';

/** The widgets drawn with the portal's first page: what a phone shows above the fold, and more. */
export const FIRST_WIDGETS = 2;

/**
 * How many of the dashboard's `total` widgets to draw. When the dashboard is the portal's first
 * page, its first commit holds the first FIRST_WIDGETS only (one long task less for the phone's
 * slower CPU, issue 19); once that is painted the others come together in a transition, which
 * React draws in slices. One per frame, as before, ran the grid's effects (the drag and drop's
 * measuring) again after each, in a task of their own. Opened later, all are drawn at once.
 */
export function useRevealed(total: number): number {
  const afterFirstPaint = useAfterFirstPaint();
  const [revealed, setRevealed] = useState(() => (afterFirstPaint ? Infinity : FIRST_WIDGETS));
  useEffect(() => {
    if (!afterFirstPaint || revealed === Infinity || total === 0) return;
    startTransition(() => setRevealed(Infinity));
  }, [afterFirstPaint, revealed, total]);
  return revealed;
}

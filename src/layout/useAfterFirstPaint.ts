import { startTransition, useEffect, useState } from 'react';

/** Once a page has been painted, what is drawn later in the session is drawn at once. */
let painted = false;

/**
 * False while the portal draws its first page, true once the browser has painted it. The
 * shell's chrome (side menu entries, the top bar's buttons, the feedback box) waits for it, so
 * that the page's own content (a list's rows) is in the first paint: drawing the chrome in
 * the same commit held a bookmarked list's rows back by about a third (bench/extensionsListRender).
 * Each part keeps its room meanwhile, so nothing moves when it comes. It is drawn in a transition:
 * in slices React yields between, not in one long task with the whole layout (issue 19).
 */
export function useAfterFirstPaint(): boolean {
  const [after, setAfter] = useState(painted);
  useEffect(() => {
    if (after) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame is painted after requestAnimationFrame's callbacks; a task queued from there runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        painted = true;
        startTransition(() => setAfter(true));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [after]);
  return after;
}

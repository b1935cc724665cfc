import { startTransition, useEffect, useLayoutEffect, useState } from 'react';

/** Once a page has been painted, what is drawn later in the session is drawn at once. */
let painted = false;
/** What waits for that paint: each part's setter (schedule below). */
const waiting = new Set<() => void>();
/** Pages whose own content is still to be drawn (a list's records): the rest waits for them. */
let holds = 0;
let scheduled = false;

/**
 * A page that draws its own content after its frame holds the rest back at most this long: a
 * list whose card is never laid out (a hidden tab shown much later) must not leave the portal
 * without its menu.
 */
const HOLD_LIMIT_MS = 3000;

/**
 * After the next paint with no page holding it (a frame is painted after requestAnimationFrame's
 * callbacks; a task queued from there runs after that paint), each waiting part is drawn in a
 * transition of its own, started in a task of its own. React 19 gives each such transition a lane
 * and a commit of its own and draws them in the order they were started: each part's own timer,
 * as before, started them before a bookmarked list's records were measured, and the records came
 * after the top bar's buttons, the menu's entries, the search and the feedback box (about 300 ms
 * on a two-core machine, issue 19). One transition for all of them, one longer commit, scored
 * lower on the desktop's dashboard (README, session 24).
 */
function schedule(): void {
  if (painted || scheduled || holds > 0) return;
  scheduled = true;
  requestAnimationFrame(() => {
    setTimeout(() => {
      scheduled = false;
      if (holds > 0 || painted) return;
      painted = true;
      for (const show of waiting) setTimeout(() => startTransition(show));
      waiting.clear();
    });
  });
}

/**
 * False while the portal draws its first page, true once the browser has painted it. The
 * shell's chrome (side menu entries, the top bar's buttons, the feedback box) and a list's
 * search and filters wait for it, so that the page's own content (a list's rows) is in the first
 * paint: drawing the chrome in the same commit held a bookmarked list's rows back by about a
 * third (bench/extensionsListRender). Each part keeps its room meanwhile, so nothing moves when
 * it comes. It is drawn in a transition: in slices React yields between, not in one long task
 * with the whole layout (issue 19).
 */
export function useAfterFirstPaint(): boolean {
  const [after, setAfter] = useState(painted);
  useEffect(() => {
    if (after) return;
    const show = () => setAfter(true);
    if (painted) {
      // Mounted after the transition was started: drawn at once.
      startTransition(show);
      return;
    }
    waiting.add(show);
    schedule();
    return () => {
      waiting.delete(show);
    };
  }, [after]);
  return after;
}

/**
 * While `holding`, on the portal's first page, the parts that wait for the first paint wait
 * for this page's content too: a list holds them until its records are drawn (they are drawn
 * in a transition once its card is measured), so that its rows are painted first.
 */
export function useHoldFirstPaint(holding: boolean): void {
  useLayoutEffect(() => {
    if (!holding || painted) return;
    holds++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      holds--;
      schedule();
    };
    const limit = setTimeout(release, HOLD_LIMIT_MS);
    return () => {
      clearTimeout(limit);
      release();
    };
  }, [holding]);
}

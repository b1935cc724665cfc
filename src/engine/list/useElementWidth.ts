import { startTransition, useCallback, useState } from 'react';

/**
 * The width an element is laid out at, followed as it changes (the window turns, the side
 * menu opens). Undefined until laid out (and where nothing is laid out, as in jsdom), so that a
 * list is not drawn once as a table and then again stacked: it draws its records once it knows.
 *
 * The first width is the resize observer's first report, made once the browser lays the page out
 * anyway, and what depends on it is drawn in a transition: in slices, after the page around it is
 * on screen. Measured as the element was attached, in the commit, it made the browser lay out the
 * whole page inside that commit's long task (issue 19). Later changes (a resize) are drawn at
 * once, as the window moves.
 *
 * The observer is set on the element as React attaches it (a ref callback, whose cleanup React
 * calls when it is detached): kept in state first and observed from an effect, the first report
 * waited for a commit of its own (about 80 ms of a bookmarked list's rows). Another element (the
 * same list drawn again) keeps the width until it is measured.
 */
export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => (() => void) | undefined, number | undefined] {
  const [width, setWidth] = useState<number>();
  const attach = useCallback((element: T | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    let first = true;
    const observer = new ResizeObserver(() => {
      const next = element.getBoundingClientRect().width || undefined;
      const update = () => setWidth(next);
      if (first) startTransition(update);
      else update();
      first = false;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [attach, width];
}

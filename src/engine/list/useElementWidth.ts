import { startTransition, useCallback, useLayoutEffect, useState } from 'react';

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
 */
export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => void, number | undefined] {
  const [laidOut, setLaidOut] = useState<{ element: T | null; width: number | undefined }>({ element: null, width: undefined });
  const { element } = laidOut;
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    let first = true;
    const observer = new ResizeObserver(() => {
      const width = element.getBoundingClientRect().width || undefined;
      const update = () => setLaidOut((current) => (current.element !== element || current.width === width ? current : { element, width }));
      if (first) startTransition(update);
      else update();
      first = false;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  // Another element (the same list drawn again) keeps the width until it is measured.
  const attach = useCallback((next: T | null) => {
    startTransition(() => setLaidOut((current) => (current.element === next ? current : { element: next, width: next ? current.width : undefined })));
  }, []);
  return [attach, laidOut.width];
}

import { startTransition, useCallback, useLayoutEffect, useState } from 'react';

/**
 * The width an element is laid out at, followed as it changes (the window turns, the side
 * menu opens). Undefined until laid out (and where nothing is laid out, as in jsdom), so that a
 * list is not drawn once as a table and then again stacked: it draws its records once it knows.
 *
 * The element is measured as it is attached, and what depends on that first width is drawn in a
 * transition: in slices, after the page around it is on screen. Measured in the commit and drawn
 * at once, it was part of the same long task as the whole first screen (issue 19). Later changes
 * (a resize) are drawn at once, as the window moves.
 */
export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => void, number | undefined] {
  const [laidOut, setLaidOut] = useState<{ element: T | null; width: number | undefined }>({ element: null, width: undefined });
  const { element, width } = laidOut;
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The observer reports the width it starts with too: the same as measured, nothing to draw.
    let known = width;
    const observer = new ResizeObserver(() => {
      const next = element.getBoundingClientRect().width || undefined;
      if (next === known) return;
      known = next;
      setLaidOut({ element, width: next });
    });
    observer.observe(element);
    return () => observer.disconnect();
    // Observed once per element; `known` follows the width from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [element]);
  const attach = useCallback((next: T | null) => {
    const measured = next ? next.getBoundingClientRect().width || undefined : undefined;
    startTransition(() => setLaidOut((current) => (current.element === next ? current : { element: next, width: measured })));
  }, []);
  return [attach, width];
}

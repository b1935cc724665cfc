import { startTransition, useCallback, useLayoutEffect, useState } from 'react';

/**
 * The width an element is laid out at, followed as it changes (the window turns, the side
 * menu opens). Undefined until laid out (and where nothing is laid out, as in jsdom), so that a
 * list is not drawn once as a table and then again stacked: it draws its records once it knows.
 * The element is measured as it is attached, and what depends on its width is drawn in a
 * transition: in slices, after the page around it is on screen. Measured in the commit, it was
 * drawn at once, in the same long task as the whole first screen (issue 19).
 */
export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => void, number | undefined] {
  const [laidOut, setLaidOut] = useState<{ element: T | null; width: number | undefined }>({ element: null, width: undefined });
  const { element, width } = laidOut;
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const next = element.getBoundingClientRect().width || undefined;
      startTransition(() => setLaidOut((current) => (current.element === element && current.width === next ? current : { element, width: next })));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const attach = useCallback((next: T | null) => {
    const measured = next ? next.getBoundingClientRect().width || undefined : undefined;
    startTransition(() => setLaidOut((current) => (current.element === next ? current : { element: next, width: measured })));
  }, []);
  return [attach, width];
}

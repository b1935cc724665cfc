import { useCallback, useLayoutEffect, useState } from 'react';

/**
 * The width an element is laid out at, followed as it changes (the window turns, the side
 * menu opens). Measured before the first paint, so that a list is not drawn once as a table
 * and then again stacked. Undefined until laid out (and where nothing is laid out, as in jsdom).
 * The element is measured as it is attached: one render with its width, not one to learn the
 * element and another with its width (each a long task on the portal's first page, issue 19).
 */
export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => void, number | undefined] {
  const [laidOut, setLaidOut] = useState<{ element: T | null; width: number | undefined }>({ element: null, width: undefined });
  const { element, width } = laidOut;
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const next = element.getBoundingClientRect().width || undefined;
      setLaidOut((current) => (current.element === element && current.width === next ? current : { element, width: next }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const attach = useCallback((next: T | null) => {
    setLaidOut((current) => (current.element === next ? current : { element: next, width: next ? next.getBoundingClientRect().width || undefined : undefined }));
  }, []);
  return [attach, width];
}

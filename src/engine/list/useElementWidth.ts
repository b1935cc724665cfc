import { useCallback, useLayoutEffect, useState } from 'react';

/**
 * The width an element is laid out at, followed as it changes (the window turns, the side
 * menu opens). Measured before the first paint, so that a list is not drawn once as a table
 * and then again stacked. Undefined until laid out (and where nothing is laid out, as in jsdom).
 */
export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => void, number | undefined] {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setWidth(element.getBoundingClientRect().width || undefined);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [useCallback((next: T | null) => setElement(next), []), width];
}

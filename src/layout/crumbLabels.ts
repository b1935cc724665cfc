import { useEffect, useSyncExternalStore } from 'react';

/**
 * Names for breadcrumb segments that the menu cannot name: a record's label for its id, "New"
 * for a create page. The page that knows the name sets it while it is shown.
 */
let labels: ReadonlyMap<string, string> = new Map();
const listeners = new Set<() => void>();

function set(path: string, label: string | undefined) {
  const next = new Map(labels);
  if (label) next.set(path, label);
  else next.delete(path);
  labels = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCrumbLabels(): ReadonlyMap<string, string> {
  return useSyncExternalStore(subscribe, () => labels, () => labels);
}

/** Names the crumb of `path` while the calling page is shown. */
export function useCrumbLabel(path: string, label: string | undefined): void {
  useEffect(() => {
    if (!label) return;
    set(path, label);
    return () => set(path, undefined);
  }, [path, label]);
}

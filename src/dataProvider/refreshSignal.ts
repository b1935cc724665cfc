/**
 * The top bar's refresh button reloads react-admin's queries; pages that read the API through
 * useApi listen here so that the same button reloads them too.
 */
const listeners = new Set<() => void>();

export function onRefresh(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function refreshApiReads(): void {
  for (const listener of listeners) listener();
}

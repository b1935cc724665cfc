import { useSyncExternalStore } from 'react';

/**
 * Which account modal is open. The profile menu opens them and closes itself at once, so
 * the modals live apart from it (AccountDialogs), following this small store.
 */
export type AccountDialog = 'changePassword' | 'userSettings' | 'avatar' | 'impersonate';

let open: AccountDialog | null = null;
const listeners = new Set<() => void>();

function publish(next: AccountDialog | null) {
  open = next;
  for (const listener of listeners) listener();
}

export const openAccountDialog = (dialog: AccountDialog) => publish(dialog);
export const closeAccountDialog = () => publish(null);

export function useOpenAccountDialog(): AccountDialog | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
  );
}

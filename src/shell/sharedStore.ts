import { memoryStore, type Store } from 'ra-core';

/**
 * The one store of the first screen and the full app (react-admin's memory store), set up once.
 *
 * Each react-admin context that holds a store sets it up as it mounts and tears it down as it
 * unmounts: the first screen's (FirstScreenContext) and then the full app's (AdminContext). On a
 * memory store that cleared everything when the first screen left, and started it again from its
 * first values when the full app came. Every reader of the store (the translator's language, each
 * list's parameters and selection) then drew again, twice, in updates of their own after the
 * shell's transition: on the extensions list, two long tasks of the whole list (issue 19). Set up
 * once and never cleared, the store keeps what was written meanwhile, such as a language chosen
 * on the sign-in page.
 */
export function sharedStore(initial: Record<string, unknown>): Store {
  const store = memoryStore(initial);
  let setUp = false;
  return {
    ...store,
    setup() {
      if (setUp) return;
      setUp = true;
      store.setup();
    },
    teardown() {},
  };
}

import { nextTask } from './evaluation/nextTask.ts';

/**
 * The chunks past the sign-in page, named once so that what starts loading them early (boot.ts
 * without a session, App.tsx once the page's frame is drawn) and the components that draw them
 * use the same modules.
 */

export interface Chunk<T> {
  /** Loads the chunk once, however many ask. */
  load(): Promise<T>;
  /**
   * For React.lazy: once the chunk is loaded, a thenable that hands it over at once, so that
   * lazy does not suspend. A suspended page shows its fallback, and React then holds the
   * page back until the fallback has been up for 300 ms (its throttle against flashing
   * content): on a bookmarked list, time spent doing nothing.
   */
  forLazy(): Promise<T>;
}

export function chunk<T>(importer: () => Promise<T>): Chunk<T> {
  let pending: Promise<T> | undefined;
  let loaded: { module: T } | undefined;
  const load = () =>
    (pending ??= importer().then((module) => {
      loaded = { module };
      return module;
    }));
  const forLazy = (): Promise<T> => {
    if (!loaded) return load();
    const { module } = loaded;
    // React.lazy only calls then(); a promise would call back a tick later, this calls back now.
    const settled: PromiseLike<T> = { then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(module) : (module as never)) };
    return settled as Promise<T>;
  };
  return { load, forLazy };
}

/** The router, react-admin's contexts and the public pages beside sign-in (App.tsx). */
export const appRouterChunk = chunk(() => import('./AppRouter.tsx'));

/**
 * The shell's code before the shell itself, in the order of its stages (scripts/vite/shellStages.ts):
 * each import runs the code of its stage that no earlier one holds.
 */
const SHELL_STAGES = [
  () => import('./shell/preloadArea.ts'),
  () => import('./schema/bundled.ts'),
  () => import('../core/domain/formats.ts'),
  () => import('./dataProvider/queryClient.ts'),
  () => import('./shell/router.ts'),
  () => import('./layout/Layout.tsx'),
  () => import('./engine/index.ts'),
];

/**
 * The shell: react-admin's UI, the layout, the areas (AppRouter.tsx). Its code is run in stages,
 * one task each: as one task it kept a phone's main thread for about 400 ms. They download
 * together (the first stage's import preloads the others). Handed over once what its first
 * commit shows is in the query cache (shell/firstScreen.ts).
 */
export const shellChunk = chunk(async () => {
  for (const stage of SHELL_STAGES) {
    await stage();
    await nextTask();
  }
  const module = await import('./shell/Shell.tsx');
  await module.firstScreen;
  return module;
});

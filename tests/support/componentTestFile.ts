import { afterAll } from 'vitest';
import { builtinEnvironments } from 'vitest/runtime';

/**
 * After sharedWorkerFile.ts: the component project's files share a worker, and a DOM set up
 * once per worker. The libraries under node_modules (React, MUI, react-admin, RJSF) are then
 * imported once per worker instead of once per file: that was most of a component file's time.
 * The project's own code is still evaluated afresh for each file (sharedWorkerFile.ts), as the
 * tests expect: a file may stub `fetch` before the portal's one API client is made.
 *
 * The project's environment stays Node and jsdom's globals are laid over it here, as the unit
 * project did for *.test.tsx before: with Vitest's own jsdom environment, Vite would transform
 * the code as for a browser (`new URL('../../schemas', import.meta.url)` becomes a web address).
 */
if (typeof window === 'undefined') await builtinEnvironments.jsdom.setup(globalThis, {});
// Only now: Testing Library binds its `screen` to the document it finds when first imported.
const { cleanup } = await import('@testing-library/react');

/** What the page's head held before this file: styles emotion inserted stay (it remembers them). */
const headBefore = new Set(document.head.children);

/**
 * What a file leaves behind in the shared page is undone when it ends, so that the next file
 * starts as in a fresh one: rendered trees unmounted, elements it added to the head removed,
 * storage emptied and the address back at the root.
 */
afterAll(() => {
  cleanup();
  for (const element of [...document.head.children]) {
    if (!headBefore.has(element) && element.tagName !== 'STYLE') element.remove();
  }
  document.body.innerHTML = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

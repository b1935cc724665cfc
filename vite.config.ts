import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { formValidators } from './scripts/vite/formValidators.ts';
import { blockValidators } from './scripts/vite/blockValidators.ts';
import { listRoutesModule } from './scripts/vite/listRoutes.ts';
import { areaPreload } from './scripts/vite/areaPreload.ts';
import { inlineEntryCss } from './scripts/vite/inlineEntryCss.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { sameAdminRoutes } from './scripts/vite/sameAdminRoutes.ts';
import { shellStageGroups, shellStagePreload } from './scripts/vite/shellStages.ts';

/** Where `npm run dev` finds the API server (scripts/dev.mjs starts it). */
const apiTarget = `http://localhost:${process.env.SWITCHBOARD_API_PORT ?? '8080'}`;

const shim = (file: string) => fileURLToPath(new URL(`./scripts/vite/shims/${file}`, import.meta.url));

/**
 * ra-core's useStore, which the sign-in page's language buttons use, compares store values with
 * lodash's isEqual: there, and only there, a comparison of the values a store keeps
 * (scripts/vite/shims/storeValueEqual.js). The rest of react-admin keeps lodash's, in the shell.
 */
const storeValueEqual: Plugin = {
  name: 'switchboard:store-value-equal',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'lodash/isEqual.js' && importer && /[\\/]ra-core[\\/]dist[\\/]store[\\/]useStore\.js$/.test(importer)) return shim('storeValueEqual.js');
    return null;
  },
};

const stagePreload = shellStagePreload();

export default defineConfig({
  // formValidators: the forms' validators, compiled from schemas/ (the CSP forbids compiling in the browser).
  // blockValidators: the same for the call-flow designer's block forms (core/callFlow/blocks/*/schema.json).
  // precompress: brotli and gzip copies of the built assets, which the server sends as they are.
  // listRoutesModule: each engine list's first request, which boot.ts sends early (src/dataProvider/prefetchList.ts).
  // storeValueEqual: lodash's isEqual off the sign-in page (see above).
  // inlineEntryCss: the first screen's stylesheet (the fonts' @font-face) in index.html, not a request that blocks the first paint.
  // stagePreload: the shell's stages (chunks.ts) download together though they run one by one.
  // areaPreload: index.html names each area's files, which a bookmarked area's page asks for beside the shell's (src/shell/preloadArea.ts).
  // sameAdminRoutes: react-admin keeps the routes it has when it reads the same ones again (issue 19).
  plugins: [react(), storeValueEqual, sameAdminRoutes(), formValidators(), blockValidators(), listRoutesModule(), inlineEntryCss(), areaPreload(), stagePreload.plugin, precompress()],
  resolve: {
    // The translator's (node-polyglot's) polyfills of what es2022 browsers have built in: on the
    // sign-in page they were 5 kB (gzip) of the JavaScript it loads.
    alias: [
      { find: /^object\.entries$/, replacement: shim('objectEntries.cjs') },
      { find: /^hasown$/, replacement: shim('hasown.cjs') },
    ],
  },
  server: {
    port: Number(process.env.SWITCHBOARD_DEV_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    // Code splitting follows the dynamic imports. The sign-in page (App.tsx, when a visitor
    // without a session opens /) loads React, the MUI parts it draws, ra-core's translation
    // and English; the router, react-admin's contexts and every other page are AppRouter.tsx
    // and the chunks it loads, fetched when the visitor signs in or leaves the page. The Dutch
    // and French texts (src/i18n/messages.ts) load when chosen. es2022 for the top-level await
    // in main.tsx.
    target: 'es2022',
    // No polyfill of modulepreload: every browser of the target but Safari 16 has it, and there
    // the chunks load as they are imported. On the sign-in page it was 0.2 kB (gzip) of JavaScript.
    modulePreload: { polyfill: false, resolveDependencies: stagePreload.resolveDependencies },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the sign-in page loads statically stays in one chunk beside the entry. Left to
          // itself the bundler cuts it by which lazy pages share each module (forgot and reset
          // password, token sign-in, the shell's modals and pages): a few dozen small chunks,
          // each compressed on its own, about 10 kB more to download for the same code.
          //
          // The same for the shell (src/shell/Shell.tsx) and what it imports statically: a few
          // chunks, its stages (scripts/vite/shellStages.ts), not the hundred small ones the lazy
          // pages' sharing cuts it into. The server
          // speaks HTTP/1.1, so the browser fetches six files at a time: a hundred chunks queued
          // the list's first request and the profile behind them (about 400 ms on a bookmarked list).
          // What the shell only imports lazily stays out of it: each area's folder
          // (src/resources/index.ts, src/shell/AreaPage.tsx), each hand-built page, the charts.
          groups: [
            { name: 'first-screen', tags: ['$initial'], priority: shellStageGroups.length + 1 },
            ...shellStageGroups,
          ],
        },
      },
    },
  },
});

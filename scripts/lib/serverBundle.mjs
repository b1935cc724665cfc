// The API server as one ES module, for processes that start it many times (the API tests spawn
// some thirty servers a run). Started through tsx, a server spent about half of its ten CPU
// seconds of start-up resolving and transforming its few hundred TypeScript modules in tsx's
// loader thread; from this bundle it loads one file. The packages stay outside the bundle
// (PGlite finds its wasm beside itself), and every `import.meta.url` keeps naming its own source
// file, so that the migrations, schemas, locales, vendor templates and audio the server reads
// beside its modules are found where they are in the repository.
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Replaces `import.meta.url` in each of our source files by that file's own URL. */
const ownUrls = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)), loader: 'ts' };
    });
  },
};

/** Writes the bundle of `server/main.ts` (under `root`) to `outfile`, which must lie under `root`: the packages are found from there at run time. */
export async function buildServerBundle(root, outfile) {
  await build({
    entryPoints: [`${root}/server/main.ts`],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    logLevel: 'warning',
    plugins: [ownUrls],
  });
}

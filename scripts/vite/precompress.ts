import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text assets worth compressing; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;
/**
 * Brotli's best level costs seconds on the password checker's dictionaries (1.4 MB, loaded
 * only when a new password is typed); a level lower there keeps the build quick.
 */
const LARGE_BYTES = 700 * 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `<file>.br` and `<file>.gz` beside every text asset under `dir` worth compressing. */
export function compressAssets(dir: string): void {
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const quality = content.length > LARGE_BYTES ? 9 : 11;
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

/**
 * Compressed copies of the built assets, which the server sends to browsers that accept them
 * (server/http/portal.ts, @fastify/static's preCompressed). Done once at build time at the
 * highest levels, rather than per request: the sign-in page's JavaScript is about a third of
 * its size over the wire, which is what a phone on a slow network waits for.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'switchboard-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      compressAssets(outDir);
    },
  };
}

import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { loadSchemas } from '../../server/schema/files.ts';
import { AREA_FILES_ID, areaRoute, type AreaFiles } from '../../src/shell/areaFiles.ts';
import { SHELL_STAGES } from './shellStages.ts';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

/** An area's folder (src/resources/<area>/index.ts), each a chunk of its own (src/resources/index.ts). */
const AREA_FOLDER = /\/src\/resources\/([^/]+)\/index\.ts$/;
/** What is loaded before an area's chunk: the first screen (the entry) and the shell (its last stage) with the stages. */
const SHELL = SHELL_STAGES[SHELL_STAGES.length - 1].test;

function closure(bundle: OutputBundle, start: string[]): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') return;
    seen.add(file);
    chunk.imports.forEach(walk);
  };
  start.forEach(walk);
  return seen;
}

/**
 * The JavaScript files each area's pages need that the first screen and the shell do not hold,
 * by the area's route (its schema's x-resource route). A bookmarked area page asks for its chunk
 * only once the shell's stages have run (shell/firstScreen.ts): on a phone's network one more
 * round trip, and the download, after all of the shell's.
 */
export function areaFiles(bundle: OutputBundle, routeOf: (area: string) => string | undefined): AreaFiles {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const loaded = closure(
    bundle,
    chunks.filter((chunk) => chunk.isEntry || (chunk.facadeModuleId && SHELL.test(chunk.facadeModuleId))).map((chunk) => chunk.fileName),
  );
  const files: string[] = [];
  const routes: Record<string, number[]> = {};
  for (const chunk of chunks) {
    const area = chunk.facadeModuleId?.match(AREA_FOLDER)?.[1];
    const route = area && routeOf(area);
    if (!route) continue;
    routes[route] = [...closure(bundle, [chunk.fileName])]
      .filter((file) => !loaded.has(file))
      .map((file) => {
        const known = files.indexOf(file);
        return known >= 0 ? known : files.push(file) - 1;
      });
  }
  return { files, routes };
}

/** Each area's route, as src/resources/index.ts reads it from the schemas. */
function schemaRoutes(): Map<string, string> {
  const routes = new Map<string, string>();
  for (const schema of loadSchemas().resources.values()) {
    const meta = schema['x-resource'];
    if (meta?.screens) routes.set(meta.name, areaRoute(meta));
  }
  return routes;
}

/**
 * index.html carries the map of areaFiles, so that the shell's first stage can ask for a
 * bookmarked area's files beside the shell's own (src/shell/areaFiles.ts). The files' names
 * are known only once the bundle is written, hence the page and not a module.
 */
export function areaPreload(): Plugin {
  return {
    name: 'switchboard-area-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const routes = schemaRoutes();
        const map = areaFiles(context.bundle, (area) => routes.get(area));
        if (Object.keys(map.routes).length === 0) throw new Error('no area chunk found for the area preload (src/resources/<area>/index.ts)');
        const json = JSON.stringify(map).replaceAll('<', '\\u003c');
        return html.replace('</body>', `<script type="application/json" id="${AREA_FILES_ID}">${json}</script>\n  </body>`);
      },
    },
  };
}

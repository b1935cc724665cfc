import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';
import { chunk, type Chunk } from '../chunks.ts';
import { AreaRoutes } from '../engine/index.ts';
import type { AreaEntry } from '../resources/index.ts';

type AreaModule = { default: ComponentType };

const areaChunks = new Map<string, Chunk<AreaModule>>();

/**
 * The chunk of an area's own pages (its folder, src/resources/<resource>/), as a module React.lazy
 * takes: loaded once, whether the first screen (firstScreen.ts) or the page asks first.
 */
export function areaChunk(entry: AreaEntry & { additions: NonNullable<AreaEntry['additions']> }): Chunk<AreaModule> {
  let found = areaChunks.get(entry.resource);
  if (!found) {
    found = chunk(() => entry.additions().then((area) => ({ default: () => <AreaRoutes area={area} /> })));
    areaChunks.set(entry.resource, found);
  }
  return found;
}

/**
 * One area's pages. An area without a folder is the engine's alone, drawn at once; one with a
 * folder waits for its chunk behind react-admin's page spinner ("Loading", named for screen
 * readers by layout/NamedSpinners.tsx). A chunk that fails to load fails the render, which the
 * layout's boundary shows with a reload (layout/PageError.tsx).
 */
export function areaPage(entry: AreaEntry): ComponentType {
  const { additions } = entry;
  if (!additions) return () => <AreaRoutes area={{ resource: entry.resource }} />;
  const Lazy = lazy(areaChunk({ ...entry, additions }).forLazy);
  return () => (
    <Suspense fallback={<Loading />}>
      <Lazy />
    </Suspense>
  );
}

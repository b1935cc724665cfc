import { describe, expect, it } from 'vitest';
import { areaFiles } from '../../scripts/vite/areaPreload.ts';
import { areaRouteOf } from '../../src/shell/areaFiles.ts';

type Bundle = Parameters<typeof areaFiles>[0];

/** A bundle as the build hands it over: chunks with their module and static imports. */
function bundleOf(chunks: { fileName: string; facade?: string; imports?: string[]; entry?: boolean }[]): Bundle {
  return Object.fromEntries(
    chunks.map((chunk) => [chunk.fileName, { type: 'chunk', fileName: chunk.fileName, facadeModuleId: chunk.facade ?? null, imports: chunk.imports ?? [], isEntry: Boolean(chunk.entry) }]),
  ) as unknown as Bundle;
}

const ROUTES: Record<string, string> = { extension: '/users/extensions', role: '/users/roles' };

describe("a bookmarked area's files", () => {
  const bundle = bundleOf([
    { fileName: 'assets/first-screen.js', entry: true, imports: ['assets/react.js'] },
    { fileName: 'assets/react.js' },
    { fileName: 'assets/Shell.js', facade: '/p/src/shell/Shell.tsx', imports: ['assets/shell-engine.js', 'assets/react.js'] },
    { fileName: 'assets/shell-engine.js' },
    { fileName: 'assets/extension.js', facade: '/p/src/resources/extension/index.ts', imports: ['assets/shell-engine.js', 'assets/Stack.js', 'assets/dates.js'] },
    { fileName: 'assets/Stack.js', imports: ['assets/react.js'] },
    { fileName: 'assets/dates.js' },
    { fileName: 'assets/role.js', facade: '/p/src/resources/role/index.ts', imports: ['assets/Stack.js'] },
    { fileName: 'assets/lonely.js', facade: '/p/src/resources/lonely/index.ts' },
  ]);
  const map = areaFiles(bundle, (area) => ROUTES[area]);
  const named = (route: string) => map.routes[route].map((index) => map.files[index]);

  it('names what the area needs beyond the first screen and the shell, each file once', () => {
    expect(named('/users/extensions').sort()).toEqual(['assets/Stack.js', 'assets/dates.js', 'assets/extension.js']);
    expect(named('/users/roles').sort()).toEqual(['assets/Stack.js', 'assets/role.js']);
    expect(map.files.filter((file) => file === 'assets/Stack.js')).toHaveLength(1);
    // A folder no schema gives a route to has no entry.
    expect(Object.keys(map.routes).sort()).toEqual(['/users/extensions', '/users/roles']);
  });

  it("finds the area of a list's, a record's or a sub-page's address, the longest route first", () => {
    const routes = ['/users', '/users/roles', '/users/extensions'];
    expect(areaRouteOf(routes, '/users/roles')).toBe('/users/roles');
    expect(areaRouteOf(routes, '/users/roles/4/edit')).toBe('/users/roles');
    expect(areaRouteOf(routes, '/users/5')).toBe('/users');
    expect(areaRouteOf(routes, '/users-archive')).toBeUndefined();
    expect(areaRouteOf(routes, '/dashboard')).toBeUndefined();
  });
});

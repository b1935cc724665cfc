/** The element of index.html that holds each area's files (scripts/vite/areaPreload.ts writes it). */
export const AREA_FILES_ID = 'area-files';

/** Each area's route and the files its chunk needs beyond the shell's, by index into `files`. */
export interface AreaFiles {
  files: string[];
  routes: Record<string, number[]>;
}

/** An area's route: its schema's x-resource route, or its name's (src/resources/index.ts, and the build's map of its files). */
export function areaRoute(meta: { name: string; route?: string }): string {
  return meta.route ?? `/${meta.name}`;
}

/** The route of the area whose pages are at `pathname`: the longest that holds it (/users/roles before /users). */
export function areaRouteOf(routes: readonly string[], pathname: string): string | undefined {
  return routes.filter((route) => pathname === route || pathname.startsWith(`${route}/`)).sort((a, b) => b.length - a.length)[0];
}

/**
 * Asks for the files of the area a bookmarked page opens (a list, a record) beside the shell's,
 * without running them: the area's chunk imports the shell, and is run once the shell's stages
 * have (shell/firstScreen.ts). Asked for only then, it came a round trip and a download after
 * all of the shell's. The links are Vite's own (a modulepreload per file, crossorigin as its
 * preload helper sets it), so that the helper does not ask for them again.
 */
export function preloadAreaFiles(pathname = window.location.pathname): void {
  let map: AreaFiles;
  try {
    map = JSON.parse(document.getElementById(AREA_FILES_ID)?.textContent ?? '') as AreaFiles;
  } catch {
    // No map (a page not of this build): only a head start lost, the area's chunk loads as before.
    return;
  }
  const { files, routes } = map;
  const route = areaRouteOf(Object.keys(routes), pathname);
  for (const index of route ? routes[route] : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `${import.meta.env.BASE_URL}${files[index]}`;
    document.head.append(link);
  }
}

import type { Plugin } from 'vite';

/**
 * react-admin (ra-core's useConfigureAdminRouterFromChildren) reads AdminUI's children once as
 * it first draws, and again in an effect after its first commit, and stores what it read the
 * second time whatever it is: a new object with the same routes, so the whole shell drew again,
 * outside any transition, on the portal's first screen (a long task on a phone, issue 19). Here
 * it keeps what it has when the routes and resources read again are the same elements (the
 * shell makes AdminUI's children once, src/shell/Shell.tsx). A react-admin whose code no longer
 * has that statement fails the build, rather than losing this silently.
 */
const FILE = /[\\/]ra-core[\\/]dist[\\/]core[\\/]useConfigureAdminRouterFromChildren\.js$/;
const STATEMENT = 'setRoutesAndResources(newRoutesAndResources);';
const KEEP_SAME = `setRoutesAndResources((previous) => __sameRoutesAndResources(previous, newRoutesAndResources) ? previous : newRoutesAndResources);`;
const SAME = `
function __sameRoutesAndResources(a, b) {
  const same = (x, y) => x.length === y.length && x.every((element, i) => element === y[i]);
  return same(a.resources, b.resources) && same(a.customRoutesWithLayout, b.customRoutesWithLayout) && same(a.customRoutesWithoutLayout, b.customRoutesWithoutLayout);
}
`;

export function sameAdminRoutes(): Plugin {
  return {
    name: 'switchboard:same-admin-routes',
    enforce: 'pre',
    transform(code, id) {
      if (!FILE.test(id)) return null;
      if (!code.includes(STATEMENT)) throw new Error(`${id}: react-admin no longer stores its routes with "${STATEMENT}" (scripts/vite/sameAdminRoutes.ts)`);
      return { code: code.replace(STATEMENT, KEEP_SAME) + SAME, map: null };
    },
  };
}

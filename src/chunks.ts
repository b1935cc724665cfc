/**
 * The chunks past the sign-in page, named once so that main.tsx can start loading them early
 * and the components that draw them load the same modules.
 */

/** The router, react-admin's contexts and the public pages beside sign-in (App.tsx). */
export const loadAppRouter = () => import('./AppRouter.tsx');

/** The shell: react-admin's UI, the layout, the areas (AppRouter.tsx). */
export const loadShell = () => import('./shell/Shell.tsx');

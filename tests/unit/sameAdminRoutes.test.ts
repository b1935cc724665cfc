import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sameAdminRoutes } from '../../scripts/vite/sameAdminRoutes.ts';

// The file itself is not among ra-core's exports: read where npm installs it.
const file = join(process.cwd(), 'node_modules', 'ra-core', 'dist', 'core', 'useConfigureAdminRouterFromChildren.js');

type Transform = (code: string, id: string) => { code: string } | null;
const transform = sameAdminRoutes().transform as unknown as Transform;

describe('react-admin keeps the routes it has when it reads the same ones again', () => {
  it('rewrites the statement of the react-admin in use, and only in that file', () => {
    const code = readFileSync(file, 'utf8');
    const out = transform(code, file);
    expect(out?.code).toContain('__sameRoutesAndResources(previous, newRoutesAndResources) ? previous : newRoutesAndResources');
    expect(out?.code).not.toContain('setRoutesAndResources(newRoutesAndResources);');
    expect(transform(code, '/elsewhere/useConfigureAdminRouterFromChildren.js')).toBeNull();
  });

  it('keeps the same routes and takes different ones', () => {
    const helper = new Function(`${transform(readFileSync(file, 'utf8'), file)?.code.split('function __sameRoutesAndResources')[1].replace(/^/, 'function same')}; return same;`)() as (
      a: object,
      b: object,
    ) => boolean;
    const [x, y] = [{}, {}];
    const routes = (resources: object[]) => ({ resources, customRoutesWithLayout: [x], customRoutesWithoutLayout: [] });
    expect(helper(routes([x, y]), routes([x, y]))).toBe(true);
    expect(helper(routes([x, y]), routes([x]))).toBe(false);
    expect(helper(routes([x, y]), routes([y, x]))).toBe(false);
  });

  it('fails the build when react-admin no longer has that statement', () => {
    expect(() => transform('export const x = 1;', file)).toThrow(/no longer stores its routes/);
  });
});

import type { Plugin } from 'vite';
import { loadSchemas, SCHEMAS_DIR } from '../../server/schema/files.ts';

/**
 * `virtual:list-routes`: for each area whose list the engine draws, its page's address and the
 * request of that list's first page as the list makes it (page 1 of 25, the UI schema's sort).
 * boot.ts sends that request for a bookmarked list while the portal's code still loads
 * (src/dataProvider/prefetch.ts); the table is made from the schemas at build time, so the
 * first screen carries no schema.
 */
const ID = 'virtual:list-routes';

export interface ListRoute {
  route: string;
  resource: string;
  /** `/<version>/<endpoint>` as in the API description. */
  path: string;
  /** The list's sort, as react-admin asks for it and as the API's `ordering` says it. */
  sort: { field: string; order: 'ASC' | 'DESC' };
  ordering: string;
}

export function listRoutes(): ListRoute[] {
  const set = loadSchemas();
  const routes: ListRoute[] = [];
  for (const [name, schema] of set.resources) {
    const meta = schema['x-resource'];
    const sort = set.ui.get(name)?.list?.sort;
    if (!meta?.screens || !meta.route || !sort?.field) continue;
    const order = sort.order === 'DESC' ? 'DESC' : 'ASC';
    routes.push({ route: meta.route, resource: name, path: `/${meta.version}/${meta.endpoint}`, sort: { field: sort.field, order }, ordering: `${order === 'DESC' ? '-' : ''}${sort.field}` });
  }
  return routes;
}

export function listRoutesModule(): Plugin {
  return {
    name: 'switchboard-list-routes',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      this.addWatchFile(SCHEMAS_DIR);
      return `export default ${JSON.stringify(listRoutes())};\n`;
    },
  };
}

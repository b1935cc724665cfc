import type { Identifier } from 'ra-core';

/** Where an area's pages live: the list at its route, create at <route>/create, edit at <route>/<id>. */
export interface AreaPaths {
  list: string;
  create: string;
  edit(id: Identifier): string;
}

export function areaPaths(route: string): AreaPaths {
  const base = route.replace(/\/+$/, '');
  return {
    list: base,
    create: `${base}/create`,
    edit: (id) => `${base}/${encodeURIComponent(String(id))}`,
  };
}

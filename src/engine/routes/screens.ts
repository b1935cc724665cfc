import type { Identifier } from 'ra-core';
import { areaPaths } from '../form/paths.ts';

/** The list route of each resource that has screens, so that references can link to them. */
const routes = new Map<string, string>();

export function registerScreen(resource: string, route: string): void {
  routes.set(resource, route);
}

/** The edit page of a record, when its resource has screens. */
export function screenPathOf(resource: string, id: Identifier): string | undefined {
  const route = routes.get(resource);
  return route ? areaPaths(route).edit(id) : undefined;
}

import type { Identifier } from 'ra-core';
import type { AreaPaths } from '../../engine/index.ts';

/**
 * A phonebook's contacts live under it: /phonebooks/<id>/contacts/create and
 * /phonebooks/<id>/contacts/<contact>; their "list" is the phonebook's own page.
 */
export function contactPaths(phonebooks: AreaPaths, phonebook: Identifier): AreaPaths {
  const base = phonebooks.edit(phonebook);
  return {
    list: base,
    create: `${base}/contacts/create`,
    edit: (id) => `${base}/contacts/${encodeURIComponent(String(id))}`,
  };
}

import type { ComponentType, ReactNode } from 'react';
import type { RaRecord } from 'ra-core';
import type { AreaPaths } from '../form/paths.ts';

/**
 * A configuration area with screens. The engine draws its list, create and edit pages from
 * the resource's schemas; an area only says what the schemas cannot.
 */
export interface Area {
  /** The resource (schemas/<resource>.schema.json); its x-resource route is the list's address. */
  resource: string;
  /** Where a new record goes once saved: back to the list (default) or on to its edit page. */
  afterCreate?: 'list' | 'edit';
  /** Shown under the edit form, e.g. a phonebook's contacts. */
  EditBelow?: ComponentType<{ record: RaRecord }>;
  /** More pages under the area's address (react-router <Route>s relative to it). */
  routes?(paths: AreaPaths): ReactNode;
}

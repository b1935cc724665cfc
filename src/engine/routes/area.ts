import type { ComponentType, ReactNode } from 'react';
import type { Identifier, RaRecord } from 'ra-core';
import type { AreaPaths } from '../form/paths.ts';

/** What a page of an area is given: its resource and where its pages live. */
export interface AreaPageProps {
  resource: string;
  paths: AreaPaths;
}

/** A page of one record (edit, show): the record's id from the address, already checked to be a number. */
export interface RecordPageProps extends AreaPageProps {
  id: Identifier;
}

/**
 * A configuration area with screens. The engine draws its list, create and edit pages from
 * the resource's schemas; an area only says what the schemas cannot, and may replace any of
 * those pages or add its own.
 */
export interface Area {
  /** The resource (schemas/<resource>.schema.json); its x-resource route is the list's address. */
  resource: string;
  /** Where a new record goes once saved: back to the list (default) or on to its edit page. */
  afterCreate?: 'list' | 'edit';
  /** Where a stored record goes once saved: back to the list (default) or it stays on its page (a device, with its keys below). */
  afterSave?: 'list' | 'edit';
  /** Shown under the edit form, e.g. a phonebook's contacts. */
  EditBelow?: ComponentType<{ record: RaRecord }>;
  /** The area's own actions on a stored record, on its edit page beside delete. */
  EditActions?: ComponentType<{ record: RaRecord }>;
  /**
   * Pages of the area's own instead of the engine's (list at the route, create at
   * <route>/create, edit at <route>/<id>), and a read-only page at <route>/<id>/show, which
   * the engine does not draw by itself.
   */
  pages?: {
    list?: ComponentType<AreaPageProps>;
    create?: ComponentType<AreaPageProps>;
    edit?: ComponentType<RecordPageProps>;
    show?: ComponentType<RecordPageProps>;
  };
  /**
   * Pages of one record at <route>/<view>-<id> (portal-overview §2: /configuration/voicemail/{view}-{id}),
   * by view name: react-router matches whole segments only, so the engine reads the segment.
   */
  views?: Record<string, ComponentType<RecordPageProps>>;
  /** More pages under the area's address (react-router <Route>s relative to it). */
  routes?(paths: AreaPaths): ReactNode;
}

import type { ReferenceKeyword, ResourceKeyword, UniqueKeyword, UserWriteKeyword } from './keywords.ts';

/**
 * A JSON Schema (2020-12) node as schemas/ holds it, with the project's keywords: the one type
 * the server, the portal and the generator read schemas as.
 */
export interface JsonSchema {
  $id?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  title?: string;
  description?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  readOnly?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  'x-resource'?: ResourceKeyword;
  'x-reference'?: ReferenceKeyword;
  'x-unique'?: UniqueKeyword;
  'x-user-write'?: UserWriteKeyword;
  [keyword: string]: unknown;
}

/** A schema that declares a resource. */
export type ResourceSchema = JsonSchema & { 'x-resource': ResourceKeyword };

/** How a list is sorted. */
export interface ListSort {
  field: string;
  order: 'ASC' | 'DESC';
}

/** The `list` block of a UI schema: what the list view shows. */
export interface ListConfig {
  columns: string[];
  filters?: string[];
  /** Fields a list changes on several selected records at once (bulk edit; server/resources/bulkUpdate.ts). */
  bulkEdit?: string[];
  sort?: ListSort;
}

/** A resource's UI schema file: RJSF's uiSchema for the form, plus the list block. */
export type UiFile = Record<string, unknown> & { list?: ListConfig };

/** schemas/ as one value: what every reader starts from. */
export interface SchemaSet {
  common: JsonSchema;
  /** Every schema by file name (without .schema.json), resources and plain models alike. */
  all: Map<string, JsonSchema>;
  /** The schemas that declare x-resource, by resource name. */
  resources: Map<string, ResourceSchema>;
  ui: Map<string, UiFile>;
}

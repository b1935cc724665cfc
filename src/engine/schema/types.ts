import type { ResourceKeyword } from '../../domain/schemaKeywords.ts';

/** A JSON Schema (2020-12) node as the schema files hold it; the engine only reads it. */
export interface JsonSchema {
  $id?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
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
  'x-reference'?: { resource: string };
  'x-unique'?: 'group' | 'global';
  [keyword: string]: unknown;
}

/** How a list is sorted. */
export interface ListSort {
  field: string;
  order: 'ASC' | 'DESC';
}

/** The `list` block of a UI schema: what the list view shows. */
export interface ListConfig {
  columns: string[];
  filters?: string[];
  sort?: ListSort;
}

/** A resource's UI schema file: RJSF's uiSchema for the form, plus the list block. */
export type UiFile = Record<string, unknown> & { list?: ListConfig };

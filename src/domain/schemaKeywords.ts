import type Ajv from 'ajv';
import type { AnySchemaObject } from 'ajv';
import { FORMATS } from './formats.ts';

/**
 * The project's own schema keywords. Each one is declared here with a meta-schema, so Ajv
 * stays in strict mode on both sides and a misspelt keyword fails loudly.
 */

/** Top-level: how a record type is reached and shown. */
export interface ResourceKeyword {
  /** The resource name used in the portal, in locale keys and in table names. */
  name: string;
  /** Path under the version prefix, with its trailing slash, e.g. `site/` or `user/extension/`. */
  endpoint: string;
  version: 'v1' | 'v3';
  /** Menu permission key the group must hold to use this resource; null: no menu of its own. */
  permission: string | null;
  /** Portal route of the list, when the area has screens. */
  route?: string;
  /** The field shown as the record's label in selectors and references. */
  label: string;
  /** Fields the `search` parameter looks in. */
  search?: string[];
  /** Operations the API offers; plain CRUD by default. */
  operations?: Operation[];
  /** Extra list filters: query parameter → field (`group`: the parameter names the group, like `group`). */
  filters?: Record<string, string>;
  /** Answer of the list call: paged `{count, results}` (default) or a plain array. */
  list?: 'paged' | 'plain';
  /**
   * `table` (default): records live in their own table and the generic routes serve them.
   * `custom`: a hand-written route serves them (e.g. groups, which are not group records).
   */
  storage?: 'table' | 'custom';
}

export type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';

/** On a property: the value is the id of a record of another resource. */
export interface ReferenceKeyword {
  resource: string;
  /**
   * `restrict` (default): the referenced record cannot be deleted while this one points at it.
   * `cascade`: this record belongs to the referenced one and goes with it (a phonebook's contacts).
   */
  onDelete?: 'restrict' | 'cascade';
}

/** On a property: no two records share the value within the scope. */
export type UniqueKeyword = 'group' | 'global';

const name = { type: 'string', pattern: '^[a-z][a-z0-9_]*$' };

const resourceMeta: AnySchemaObject = {
  type: 'object',
  required: ['name', 'endpoint', 'version', 'permission', 'label'],
  additionalProperties: false,
  properties: {
    name,
    endpoint: { type: 'string', pattern: '^[a-z0-9_/{}-]+/$' },
    version: { enum: ['v1', 'v3'] },
    permission: { type: ['string', 'null'] },
    route: { type: 'string', pattern: '^/' },
    label: { type: 'string' },
    search: { type: 'array', items: { type: 'string' } },
    operations: { type: 'array', items: { enum: ['list', 'get', 'create', 'update', 'delete'] } },
    filters: { type: 'object', additionalProperties: { type: 'string' } },
    list: { enum: ['paged', 'plain'] },
    storage: { enum: ['table', 'custom'] },
  },
};

export const KEYWORDS: Record<string, AnySchemaObject> = {
  'x-resource': resourceMeta,
  'x-reference': {
    type: 'object',
    required: ['resource'],
    additionalProperties: false,
    properties: { resource: name, onDelete: { enum: ['restrict', 'cascade'] } },
  },
  'x-unique': { enum: ['group', 'global'] },
};

/** Registers the keywords and formats on an Ajv instance (portal or server). */
export function registerVocabulary(ajv: Ajv): Ajv {
  for (const [keyword, metaSchema] of Object.entries(KEYWORDS)) {
    ajv.addKeyword({ keyword, metaSchema });
  }
  for (const [format, validate] of Object.entries(FORMATS)) {
    ajv.addFormat(format, { type: 'string', validate });
  }
  return ajv;
}

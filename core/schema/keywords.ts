import type { AnySchemaObject } from 'ajv';

/**
 * The project's own schema keywords, each declared with a meta-schema so that Ajv stays in
 * strict mode everywhere (server, forms, generator) and a misspelt keyword fails loudly. What
 * an area is, is said here once: its address, menu entry, references, uniqueness and the
 * wording of a refused delete; the server, the portal and `npm run generate` read it
 * (core/schema/read.ts), nobody keeps a table of it by hand.
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
  /** The area's entry in the side menu (portal-overview §2), at `route`, under `permission`. */
  menu?: MenuKeyword;
  /** The engine draws the area's list, create and edit pages at `route`. */
  screens?: boolean;
  /**
   * configuration-areas §8: the catalogue message of a delete refused because records of the
   * listed resources use this one, most specific first.
   */
  inUse?: InUseWording[];
  /** The catalogue message naming a record of this resource as what keeps another from going. */
  usedAs?: string;
}

export type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';

/** Where an area sits in the side menu. */
export interface MenuKeyword {
  /** Locale key of the label; `menu.<name>` when left out. */
  label?: string;
  /** An icon name of src/layout/menuIcons.tsx. */
  icon: string;
  /** Route of the grouping the entry sits under (`/configuration`); top level when left out. */
  parent?: string;
  /** Place among its siblings, hand-built pages included (src/navigation/menu.ts): lower first. */
  order: number;
  /**
   * Route of a section page (`/configuration`, `/users`, `/reports`, `/features`, `/help_support`):
   * the area is listed there and is NOT a side-menu entry (src/navigation/sections.ts); `parent` is
   * then left out. Its one-line description is the locale key `sections.about.<name>`.
   */
  section?: string;
  /** Only these roles see it on the section page (portal-overview §6); every role when left out. */
  roles?: ('ADMIN' | 'RESELLER' | 'USER')[];
}

/** A delete refused because records of `by` use the record: `message`, naming them in `names`. */
export interface InUseWording {
  by: string[];
  message: string;
  /** The placeholder of `message` that lists the records that use it, if it has one. */
  names?: string;
}

/** On a property: the value is the id of a record of another resource. */
export interface ReferenceKeyword {
  resource: string;
  /**
   * `restrict` (default): the referenced record cannot be deleted while this one points at it.
   * `cascade`: this record belongs to the referenced one and goes with it (a phonebook's contacts).
   */
  onDelete?: 'restrict' | 'cascade';
}

export type UniqueScope = 'group' | 'global';

/**
 * On a property: no two records share the value within the scope; the long form also names
 * the catalogue message of a clash (`unique`, "A record with this … already exists", otherwise).
 */
export type UniqueKeyword = UniqueScope | { scope: UniqueScope; message: string };

/**
 * Top level: what a plain user (role USER) may write in the area; without it, nothing
 * (core/domain/writeAccess.ts). `own-extension`: only the record that is their own extension,
 * only the listed (personal) fields. `owned`: they create records, becoming an owner, and
 * change or delete those whose `owners` field holds their extension; `shared` names the flag
 * (is_shared) that shows a record to every user of the group, whom it is hidden from otherwise.
 */
export type UserWriteKeyword =
  | { record: 'own-extension'; fields: string[] }
  | { record: 'owned'; owners: string; shared?: string }
  /** Records that belong to one extension, named by the field `extension` (call forwarding): a plain user writes their own extension's. */
  | { record: 'of-extension'; extension: string };

/**
 * What a plain user may read of an area otherwise the administrators' (issue 24): the records of
 * their own extension (a device names its user's extension), or the records of such a record (a
 * DSS button is read through its device, `parent` naming the field that holds the device's id).
 */
export type UserReadKeyword =
  | { record: 'of-extension'; extension: string }
  | { record: 'of-parent'; parent: string; resource: string; extension: string };

const name = { type: 'string', pattern: '^[a-z][a-z0-9_]*$' };
const messageCode = { type: 'string', pattern: '^[a-z][a-z0-9_]*$' };
const scope = { enum: ['group', 'global'] };

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
    menu: {
      type: 'object',
      required: ['icon', 'order'],
      additionalProperties: false,
      properties: {
        label: { type: 'string', pattern: '^[a-z][a-z0-9_.]*$' },
        icon: { type: 'string', pattern: '^[a-zA-Z]+$' },
        parent: { type: 'string', pattern: '^/' },
        order: { type: 'number' },
        section: { type: 'string', pattern: '^/[a-z_]+$' },
        roles: { type: 'array', minItems: 1, uniqueItems: true, items: { enum: ['ADMIN', 'RESELLER', 'USER'] } },
      },
      // A section page's entry is no side-menu entry: it has no place under a grouping.
      not: { required: ['section', 'parent'], properties: { section: true, parent: true } },
    },
    screens: { type: 'boolean' },
    inUse: {
      type: 'array',
      items: {
        type: 'object',
        required: ['by', 'message'],
        additionalProperties: false,
        properties: { by: { type: 'array', minItems: 1, items: name }, message: messageCode, names: name },
      },
    },
    usedAs: messageCode,
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
  'x-unique': {
    anyOf: [
      scope,
      { type: 'object', required: ['scope', 'message'], additionalProperties: false, properties: { scope, message: messageCode } },
    ],
  },
  'x-user-read': {
    oneOf: [
      { type: 'object', required: ['record', 'extension'], additionalProperties: false, properties: { record: { const: 'of-extension' }, extension: name } },
      {
        type: 'object',
        required: ['record', 'parent', 'resource', 'extension'],
        additionalProperties: false,
        properties: { record: { const: 'of-parent' }, parent: name, resource: name, extension: name },
      },
    ],
  },
  'x-user-write': {
    oneOf: [
      { type: 'object', required: ['record', 'fields'], additionalProperties: false, properties: { record: { const: 'own-extension' }, fields: { type: 'array', items: name } } },
      { type: 'object', required: ['record', 'owners'], additionalProperties: false, properties: { record: { const: 'owned' }, owners: name, shared: name } },
      { type: 'object', required: ['record', 'extension'], additionalProperties: false, properties: { record: { const: 'of-extension' }, extension: name } },
    ],
  },
};

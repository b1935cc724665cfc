import type { Operation, ResourceKeyword, UniqueScope } from './keywords.ts';
import { recordLabel } from './label.ts';
import type { JsonSchema, ResourceSchema, SchemaSet } from './types.ts';

/**
 * The one reader of a resource schema's keywords: which fields it has, which of them point at
 * other records, which are unique. The server's routes and storage, the generator and the
 * portal's engine all take a resource from here.
 */

/** A list of references: plain ids (`key` unset) or objects whose `key` holds the id. */
export interface ReferenceList {
  field: string;
  key?: string;
  resource: string;
}

/** What is known of one resource, read once from its schema. */
export interface ResourceShape {
  name: string;
  meta: ResourceKeyword;
  schema: ResourceSchema;
  /** Fields by their JSON type, for casting in ORDER BY and filters. */
  types: Record<string, string>;
  /** field → resource it references (one id). */
  references: Record<string, string>;
  /** The one-id references whose record goes when the referenced one is deleted. */
  cascading: Set<string>;
  /** Lists of ids of another resource, e.g. allowed_extensions, or ring_group members[].extension. */
  referenceLists: ReferenceList[];
  unique: Record<string, UniqueScope>;
  /** The catalogue message of a clash on a unique field, where the schema names one. */
  uniqueMessages: Record<string, string>;
}

/** What an area offers when its schema names no operations: plain CRUD. */
const CRUD: readonly Operation[] = ['list', 'get', 'create', 'update', 'delete'];

/**
 * The generic routes' operations on a resource (x-resource `operations`, plain CRUD when left
 * out): the server registers these routes, the API description documents them, and the
 * portal's screens offer no add, open, change or delete beyond them.
 */
export function operationsOf(meta: Pick<ResourceKeyword, 'operations'> | undefined): ReadonlySet<Operation> {
  return new Set(meta?.operations ?? CRUD);
}

/** The x-reference of a property that holds one id (possibly nullable), if any. */
function referenceKeyword(prop: JsonSchema) {
  return prop['x-reference'] ?? (prop.anyOf ?? []).map((branch) => branch['x-reference']).find(Boolean);
}

/** The resource a property holding one id (possibly nullable) points at, if any. */
export function scalarReference(prop: JsonSchema): string | undefined {
  return referenceKeyword(prop)?.resource;
}

/** Whether records holding this one-id reference are deleted with the record they point at. */
export function cascades(prop: JsonSchema): boolean {
  return referenceKeyword(prop)?.onDelete === 'cascade';
}

/** The resource a property holding a list of ids points at, if any. */
export function arrayReference(prop: JsonSchema): string | undefined {
  return prop.type === 'array' && prop.items ? scalarReference(prop.items) : undefined;
}

/** A property's uniqueness: its scope and, in the long form, the message of a clash. */
export function uniqueOf(prop: JsonSchema): { scope: UniqueScope; message?: string } | undefined {
  const keyword = prop['x-unique'];
  if (!keyword) return undefined;
  return typeof keyword === 'string' ? { scope: keyword } : keyword;
}

/** The JSON type of a property, through a $ref to common and anyOf [X, null]. */
export function typeOf(prop: JsonSchema, common: JsonSchema): string {
  const ref = prop.$ref;
  const def = ref ? common.$defs?.[ref.split('/').pop() as string] : undefined;
  const type = prop.type ?? def?.type ?? prop.anyOf?.map((b) => typeOf(b, common)).find((t) => t !== 'null');
  return Array.isArray(type) ? (type.find((t) => t !== 'null') as string) : (type ?? 'string');
}

/** The reference lists of one property: a list of ids, or a list of objects (local $defs) holding ids. */
function referenceListsOf(field: string, prop: JsonSchema, schema: JsonSchema): ReferenceList[] {
  const direct = arrayReference(prop);
  if (direct) return [{ field, resource: direct }];
  const itemRef = prop.type === 'array' ? prop.items?.$ref : undefined;
  const local = itemRef?.match(/^#\/\$defs\/(\w+)$/);
  const item = local ? schema.$defs?.[local[1]] : undefined;
  return Object.entries(item?.properties ?? {}).flatMap(([key, inner]) => {
    const resource = scalarReference(inner);
    return resource ? [{ field, key, resource }] : [];
  });
}

export function readResource(schema: ResourceSchema, common: JsonSchema): ResourceShape {
  const meta = schema['x-resource'];
  const shape: ResourceShape = {
    name: meta.name, meta, schema, types: {}, references: {}, cascading: new Set(), referenceLists: [], unique: {}, uniqueMessages: {},
  };
  for (const [field, prop] of Object.entries(schema.properties ?? {})) {
    shape.types[field] = typeOf(prop, common);
    const one = scalarReference(prop);
    if (one) shape.references[field] = one;
    if (one && cascades(prop)) shape.cascading.add(field);
    shape.referenceLists.push(...referenceListsOf(field, prop, schema));
    const unique = uniqueOf(prop);
    if (unique) shape.unique[field] = unique.scope;
    if (unique?.message) shape.uniqueMessages[field] = unique.message;
  }
  return shape;
}

/** The resources whose records the generic routes keep in a table of their own. */
export function storedResources(set: SchemaSet): ResourceSchema[] {
  return [...set.resources.values()].filter((schema) => (schema['x-resource'].storage ?? 'table') === 'table');
}

/** The ids a record's reference list holds. */
export function idsIn(record: Record<string, unknown>, list: ReferenceList): number[] {
  const values = Array.isArray(record[list.field]) ? (record[list.field] as unknown[]) : [];
  const ids = list.key ? values.map((v) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[list.key!] : undefined)) : values;
  return ids.filter((id): id is number => typeof id === 'number');
}

/** A record's label from the resource's label field or `{field}` template. */
export function labelOf(shape: Pick<ResourceShape, 'meta'>, record: Record<string, unknown>): string {
  return recordLabel(shape.meta.label, record);
}

import type { ResourceKeyword } from '../../src/domain/schemaKeywords.ts';
import type { JsonSchema, SchemaSet } from './schemas.ts';
import { arrayReference, cascades, refColumn, scalarReference, tableOf } from './storageNames.ts';

type Prop = JsonSchema & { anyOf?: JsonSchema[]; items?: JsonSchema };

/** A list of references: plain ids (`key` unset) or objects whose `key` holds the id. */
export interface ReferenceList {
  field: string;
  key?: string;
  resource: string;
}

/** What the routes need to know of one resource, read once from its schema. */
export interface ResourceModel {
  name: string;
  table: string;
  meta: ResourceKeyword;
  schema: JsonSchema;
  /** Fields by their JSON type, for casting in ORDER BY and filters. */
  types: Record<string, string>;
  /** field → resource it references (one id). */
  references: Record<string, string>;
  /** The one-id references whose record goes when the referenced one is deleted. */
  cascading: Set<string>;
  /** Lists of ids of another resource, e.g. allowed_extensions, or ring_group members[].extension. */
  referenceLists: ReferenceList[];
  unique: Record<string, 'group' | 'global'>;
}

function typeOf(prop: Prop, common: JsonSchema): string {
  const ref = prop.$ref as string | undefined;
  const def = ref ? (common.$defs as Record<string, Prop>)[ref.split('/').pop() as string] : undefined;
  const type = prop.type ?? def?.type ?? prop.anyOf?.map((b) => typeOf(b as Prop, common)).find((t) => t !== 'null');
  return Array.isArray(type) ? (type.find((t) => t !== 'null') as string) : ((type as string) ?? 'string');
}

/** The reference lists of one property: a list of ids, or a list of objects (local $defs) holding ids. */
function referenceListsOf(field: string, prop: Prop, schema: JsonSchema): ReferenceList[] {
  const direct = arrayReference(prop);
  if (direct) return [{ field, resource: direct }];
  const itemRef = prop.type === 'array' ? (prop.items?.$ref as string | undefined) : undefined;
  const local = itemRef?.match(/^#\/\$defs\/(\w+)$/);
  const item = local ? (schema.$defs as Record<string, Prop> | undefined)?.[local[1]] : undefined;
  return Object.entries(item?.properties ?? {}).flatMap(([key, inner]) => {
    const resource = scalarReference(inner as Prop);
    return resource ? [{ field, key, resource }] : [];
  });
}

export function buildModels(set: SchemaSet): Map<string, ResourceModel> {
  const models = new Map<string, ResourceModel>();
  for (const [name, schema] of set.resources) {
    const meta = schema['x-resource'];
    if ((meta.storage ?? 'table') !== 'table') continue;
    const model: ResourceModel = {
      name, table: tableOf(name), meta, schema, types: {}, references: {}, cascading: new Set(), referenceLists: [], unique: {},
    };
    for (const [field, prop] of Object.entries(schema.properties ?? {}) as [string, Prop][]) {
      model.types[field] = typeOf(prop, set.common);
      const one = scalarReference(prop);
      if (one) model.references[field] = one;
      if (one && cascades(prop)) model.cascading.add(field);
      model.referenceLists.push(...referenceListsOf(field, prop, schema));
      if (prop['x-unique']) model.unique[field] = prop['x-unique'] as 'group' | 'global';
    }
    models.set(name, model);
  }
  return models;
}

/** The ids a record's reference list holds. */
export function idsIn(record: Record<string, unknown>, list: ReferenceList): number[] {
  const values = Array.isArray(record[list.field]) ? (record[list.field] as unknown[]) : [];
  const ids = list.key ? values.map((v) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[list.key!] : undefined)) : values;
  return ids.filter((id): id is number => typeof id === 'number');
}

/**
 * The SQL a list sorts and filters a field by, on the field's own type: numbers as numbers
 * (extension 1000 after 999), text without case. The order indexes of the default sorts
 * (scripts/generate/storage.ts) index exactly this expression, so that the planner uses them.
 */
export function fieldExpression(model: ResourceModel, field: string): string {
  if (field === 'id') return 'id';
  if (model.references[field]) return refColumn(field);
  const type = model.types[field];
  if (type === 'integer' || type === 'number') return `((data ->> '${field}')::numeric)`;
  if (type === 'boolean') return `((data ->> '${field}')::boolean)`;
  return `lower(data ->> '${field}')`;
}

/** A record's label from the resource's label field or `{field}` template. */
export function labelOf(model: ResourceModel, record: Record<string, unknown>): string {
  const template = model.meta.label;
  if (!template.includes('{')) return String(record[template] ?? '');
  return template.replace(/\{(\w+)\}/g, (_m, f: string) => String(record[f] ?? '')).trim();
}

import type { ResourceKeyword } from '../../src/domain/schemaKeywords.ts';
import type { JsonSchema, SchemaSet } from './schemas.ts';
import { arrayReference, scalarReference, tableOf } from './storageNames.ts';

type Prop = JsonSchema & { anyOf?: JsonSchema[]; items?: JsonSchema };

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
  /** field → resource whose ids it lists. */
  referenceLists: Record<string, string>;
  unique: Record<string, 'group' | 'global'>;
}

function typeOf(prop: Prop, common: JsonSchema): string {
  const ref = prop.$ref as string | undefined;
  const def = ref ? (common.$defs as Record<string, Prop>)[ref.split('/').pop() as string] : undefined;
  const type = prop.type ?? def?.type ?? prop.anyOf?.map((b) => typeOf(b as Prop, common)).find((t) => t !== 'null');
  return Array.isArray(type) ? (type.find((t) => t !== 'null') as string) : ((type as string) ?? 'string');
}

export function buildModels(set: SchemaSet): Map<string, ResourceModel> {
  const models = new Map<string, ResourceModel>();
  for (const [name, schema] of set.resources) {
    const meta = schema['x-resource'];
    if ((meta.storage ?? 'table') !== 'table') continue;
    const model: ResourceModel = {
      name, table: tableOf(name), meta, schema, types: {}, references: {}, referenceLists: {}, unique: {},
    };
    for (const [field, prop] of Object.entries(schema.properties ?? {}) as [string, Prop][]) {
      model.types[field] = typeOf(prop, set.common);
      const one = scalarReference(prop);
      if (one) model.references[field] = one;
      const many = arrayReference(prop);
      if (many) model.referenceLists[field] = many;
      if (prop['x-unique']) model.unique[field] = prop['x-unique'] as 'group' | 'global';
    }
    models.set(name, model);
  }
  return models;
}

/** A record's label from the resource's label field or `{field}` template. */
export function labelOf(model: ResourceModel, record: Record<string, unknown>): string {
  const template = model.meta.label;
  if (!template.includes('{')) return String(record[template] ?? '');
  return template.replace(/\{(\w+)\}/g, (_m, f: string) => String(record[f] ?? '')).trim();
}

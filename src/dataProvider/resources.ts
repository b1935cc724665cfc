import type { ResourceKeyword } from '../domain/schemaKeywords.ts';

interface SchemaFile {
  'x-resource'?: ResourceKeyword;
}

// The resource schemas are the map from a react-admin resource to its endpoint and version.
const files = import.meta.glob<SchemaFile>('../../schemas/*.schema.json', { eager: true, import: 'default' });

export const RESOURCES: Record<string, ResourceKeyword> = Object.fromEntries(
  Object.values(files)
    .map((schema) => schema['x-resource'])
    .filter((meta): meta is ResourceKeyword => Boolean(meta))
    .map((meta) => [meta.name, meta]),
);

export function resourceMeta(resource: string): ResourceKeyword {
  const meta = RESOURCES[resource];
  if (!meta) throw new Error(`No schema declares the resource "${resource}"`);
  return meta;
}

export const collectionPath = (meta: ResourceKeyword) => `/${meta.version}/${meta.endpoint}`;
export const itemPath = (meta: ResourceKeyword, id: string | number) => `${collectionPath(meta)}${encodeURIComponent(String(id))}/`;

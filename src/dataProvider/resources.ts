import type { paths } from '../../generated/openapi.ts';
import type { ResourceKeyword } from '../../core/schema/keywords.ts';

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

type Path = keyof paths;

/** The document's paths that list records: a GET that takes the list parameters. */
export type CollectionPath = {
  [P in Path]: paths[P]['get'] extends { parameters: { query?: { page_size?: unknown } } } ? P : never;
}[Path];

/** The document's paths of one record: `{id}` in the path. */
export type ItemPath = {
  [P in Path]: paths[P]['parameters'] extends { path: { id: unknown } } ? P : never;
}[Path];

/** Those of `P` that answer `method`. */
type With<P extends Path, M extends 'post' | 'put' | 'patch' | 'delete'> = { [K in P]: paths[K][M] extends undefined ? never : K }[P];

export interface ResourcePaths {
  collection: CollectionPath;
  create: With<CollectionPath, 'post'>;
  item: ItemPath;
  update: With<ItemPath, 'put' | 'patch'> & With<ItemPath, 'put'> & With<ItemPath, 'patch'>;
  remove: With<ItemPath, 'delete'>;
}

/**
 * A resource's paths, typed as the document's. `npm run generate` writes the CRUD paths of each
 * resource from the same x-resource (/<version>/<endpoint> and …{id}/), and generated.test.ts
 * fails when the two drift, so the paths made here are among those the types list. A resource
 * without an operation has no such path in the document; the server answers 405 there.
 */
export function resourcePaths(meta: ResourceKeyword): ResourcePaths {
  const collection = `/${meta.version}/${meta.endpoint}`;
  const item = `${collection}{id}/`;
  return {
    collection: collection as CollectionPath,
    create: collection as ResourcePaths['create'],
    item: item as ItemPath,
    update: item as ResourcePaths['update'],
    remove: item as ResourcePaths['remove'],
  };
}

/**
 * The fields a resource's write takes. The resource is chosen at run time, so TypeScript
 * cannot tell which schema a form's data follows: the form's validator (compiled from the same
 * schema) and the server's check it. Typed as what every write path accepts.
 */
export type RecordBody = never;
export const recordBody = (data: unknown): RecordBody => data as RecordBody;

/** The lookups of their own that a UI schema may name (ui:options.lookup); each is a typed path. */
export const LOOKUP_PATHS = ['/v3/role/grantable/', '/v3/media_file/call_queue_hold_music/'] as const satisfies readonly CollectionPath[] | readonly Path[];
export type LookupPath = (typeof LOOKUP_PATHS)[number];

export function isLookupPath(path: string): path is LookupPath {
  return (LOOKUP_PATHS as readonly string[]).includes(path);
}

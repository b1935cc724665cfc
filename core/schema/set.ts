import type { JsonSchema, ResourceSchema, SchemaSet, UiFile } from './types.ts';
import { compareNames } from '../text/compareNames.ts';

/** A file's name without its folder and its `.schema.json` / `.ui.json`. */
export const schemaFileName = (path: string) => path.replace(/^.*\//, '').replace(/\.(schema|ui)\.json$/, '');

/**
 * The schema set from the files' contents by name, however they were read (the file system on
 * the server and in the generator, the bundler in the portal).
 */
export function schemaSet(schemas: Iterable<[string, JsonSchema]>, uis: Iterable<[string, UiFile]> = []): SchemaSet {
  const all = new Map([...schemas].sort(([a], [b]) => compareNames(a, b)));
  const common = all.get('common');
  if (!common) throw new Error('schemas/ has no common.schema.json');
  all.delete('common');
  const resources = new Map<string, ResourceSchema>();
  for (const [name, schema] of all) {
    const resource = schema['x-resource'];
    if (!resource) continue;
    if (resource.name !== name) throw new Error(`schemas/${name}.schema.json declares x-resource.name "${resource.name}"`);
    resources.set(name, schema as ResourceSchema);
  }
  return { common, all, resources, ui: new Map(uis) };
}

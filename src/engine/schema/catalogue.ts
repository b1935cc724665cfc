import { defineResource, type ResourceDefinition } from './definition.ts';
import type { JsonSchema, UiFile } from './types.ts';

// The schemas are read at run time, so a field added to a schema file (and `npm run generate`)
// reaches the screens without a change to the portal's code.
const schemaFiles = import.meta.glob<JsonSchema>('../../../schemas/*.schema.json', { eager: true, import: 'default' });
const uiFiles = import.meta.glob<UiFile>('../../../schemas/*.ui.json', { eager: true, import: 'default' });

const fileName = (path: string) => path.replace(/^.*\//, '').replace(/\.(schema|ui)\.json$/, '');
const schemas = new Map(Object.entries(schemaFiles).map(([path, schema]) => [fileName(path), schema]));
const uis = new Map(Object.entries(uiFiles).map(([path, ui]) => [fileName(path), ui]));

export const COMMON_SCHEMA: JsonSchema = schemas.get('common') ?? {};

const definitions = new Map<string, ResourceDefinition>();

/** The definition of a resource of schemas/, made on first use. */
export function definitionOf(resource: string): ResourceDefinition {
  let definition = definitions.get(resource);
  if (!definition) {
    const schema = schemas.get(resource);
    if (!schema?.['x-resource']) throw new Error(`No schema declares the resource "${resource}"`);
    definition = defineResource(schema, uis.get(resource), COMMON_SCHEMA);
    definitions.set(resource, definition);
  }
  return definition;
}

/** Whether schemas/ declares this resource. */
export function isResource(resource: string): boolean {
  return Boolean(schemas.get(resource)?.['x-resource']);
}

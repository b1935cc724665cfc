import { SCHEMAS } from '../../schema/bundled.ts';
import type { JsonSchema } from '../../../core/schema/types.ts';
import { defineResource, type ResourceDefinition } from './definition.ts';

// The schemas are read at run time, so a field added to a schema file (and `npm run generate`)
// reaches the screens without a change to the portal's code.

export const COMMON_SCHEMA: JsonSchema = SCHEMAS.common;

const definitions = new Map<string, ResourceDefinition>();

/** The definition of a resource of schemas/, made on first use. */
export function definitionOf(resource: string): ResourceDefinition {
  let definition = definitions.get(resource);
  if (!definition) {
    const schema = SCHEMAS.resources.get(resource);
    if (!schema) throw new Error(`No schema declares the resource "${resource}"`);
    definition = defineResource(schema, SCHEMAS.ui.get(resource), COMMON_SCHEMA);
    definitions.set(resource, definition);
  }
  return definition;
}

/** Whether schemas/ declares this resource. */
export function isResource(resource: string): boolean {
  return SCHEMAS.resources.has(resource);
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResourceKeyword } from '../../src/domain/schemaKeywords.ts';

export const SCHEMAS_DIR = fileURLToPath(new URL('../../schemas', import.meta.url));

export interface JsonSchema {
  $id?: string;
  title?: string;
  description?: string;
  'x-resource'?: ResourceKeyword;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  [keyword: string]: unknown;
}

export interface SchemaSet {
  common: JsonSchema;
  /** Every schema by file name (without .schema.json), resources and plain models alike. */
  all: Map<string, JsonSchema>;
  /** The schemas that declare x-resource, by resource name. */
  resources: Map<string, JsonSchema & { 'x-resource': ResourceKeyword }>;
  ui: Map<string, Record<string, unknown>>;
}

/** Reads schemas/ as the server, the generator and the tests see it. */
export function loadSchemas(dir = SCHEMAS_DIR): SchemaSet {
  const all = new Map<string, JsonSchema>();
  const ui = new Map<string, Record<string, unknown>>();
  for (const file of readdirSync(dir).sort()) {
    const read = () => JSON.parse(readFileSync(join(dir, file), 'utf8'));
    if (file.endsWith('.schema.json')) all.set(file.replace('.schema.json', ''), read());
    else if (file.endsWith('.ui.json')) ui.set(file.replace('.ui.json', ''), read());
  }
  const common = all.get('common');
  if (!common) throw new Error(`${dir} has no common.schema.json`);
  all.delete('common');
  const resources = new Map<string, JsonSchema & { 'x-resource': ResourceKeyword }>();
  for (const [name, schema] of all) {
    const resource = schema['x-resource'];
    if (!resource) continue;
    if (resource.name !== name) throw new Error(`schemas/${name}.schema.json declares x-resource.name "${resource.name}"`);
    resources.set(name, schema as JsonSchema & { 'x-resource': ResourceKeyword });
  }
  return { common, all, resources, ui };
}

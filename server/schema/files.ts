import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { schemaFileName, schemaSet } from '../../core/schema/set.ts';
import type { JsonSchema, SchemaSet, UiFile } from '../../core/schema/types.ts';

/** Node only (server, generator, build, tests): the portal gets the same files from bundled.ts. */
export const SCHEMAS_DIR = fileURLToPath(new URL('../../schemas', import.meta.url));

/** Reads schemas/ as the server, the generator and the tests see it. */
export function loadSchemas(dir = SCHEMAS_DIR): SchemaSet {
  const schemas: [string, JsonSchema][] = [];
  const uis: [string, UiFile][] = [];
  for (const file of readdirSync(dir).sort()) {
    const read = () => JSON.parse(readFileSync(join(dir, file), 'utf8'));
    if (file.endsWith('.schema.json')) schemas.push([schemaFileName(file), read()]);
    else if (file.endsWith('.ui.json')) uis.push([schemaFileName(file), read()]);
  }
  return schemaSet(schemas, uis);
}

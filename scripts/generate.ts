// `npm run generate`: writes generated/ from schemas/ (types, the OpenAPI document and its
// openapi-typescript types, the storage state) and, when the schemas ask for other tables,
// references or unique indexes, the next versioned migration in server/migrations/.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { loadSchemas } from '../server/schema/files.ts';
import { MIGRATIONS_DIR } from '../server/db/migrate.ts';
import { typesFile, BANNER } from './generate/types.ts';
import { openapiDocument } from './generate/openapi.ts';
import { areaContracts } from '../server/resources/areas.ts';
import { desiredStorage, nextMigrationNumber, readState, storageMigration } from './generate/storage.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
export const GENERATED_DIR = join(root, 'generated');

export interface Generated {
  files: Record<string, string>;
  /** SQL of the migration the schemas call for; empty when the database is up to date. */
  migration: string;
}

/** Computes what `npm run generate` writes, without writing it. */
export async function render(): Promise<Generated> {
  const set = loadSchemas();
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  const document = openapiDocument(set, version, await areaContracts());
  const storage = desiredStorage(set);
  return {
    files: {
      'types.ts': await typesFile(set),
      'openapi.json': `${JSON.stringify(document, null, 2)}\n`,
      'openapi.ts': BANNER + astToString(await openapiTS(document as never, { exportType: true })),
      'storage.json': `${JSON.stringify(storage, null, 2)}\n`,
    },
    migration: storageMigration(readState(join(GENERATED_DIR, 'storage.json')), storage),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { files, migration } = await render();
  mkdirSync(GENERATED_DIR, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(GENERATED_DIR, name), text);
  console.log(`generated/: ${Object.keys(files).join(', ')}`);
  if (migration) {
    const file = `${nextMigrationNumber(MIGRATIONS_DIR)}_schema.sql`;
    writeFileSync(join(MIGRATIONS_DIR, file), migration);
    console.log(`server/migrations/${file}: the tables, references, unique and order indexes the schemas changed`);
  }
}

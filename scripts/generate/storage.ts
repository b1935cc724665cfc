import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { SchemaSet } from '../../core/schema/types.ts';
import { cascades, scalarReference, storedResources, uniqueOf } from '../../core/schema/read.ts';
import { buildModels, fieldExpression } from '../../server/resources/model.ts';
import { refColumn, refConstraint, tableOf, uniqueExpression, uniqueIndex } from '../../server/resources/storageNames.ts';

/** One database object the schemas call for: how to make it and how to remove it. */
interface StorageObject {
  create: string;
  drop: string;
}
export type StorageState = Record<string, StorageObject>;

/** Every table, reference column and unique index the resource schemas ask for. */
export function desiredStorage(set: SchemaSet): StorageState {
  const objects: StorageState = {};
  const tabled = storedResources(set).map((schema) => [schema['x-resource'].name, schema] as const);
  const stored = new Set(tabled.map(([name]) => name));
  for (const [name] of tabled) {
    const table = tableOf(name);
    objects[`1 table ${name}`] = {
      create: `CREATE TABLE ${table} (
  id serial PRIMARY KEY,
  -- NULL for catalogue records shared by every group (languages, ring tones…).
  group_id integer REFERENCES groups (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ${table}_group ON ${table} (group_id, id);`,
      drop: `DROP TABLE ${table};`,
    };
  }
  for (const [name, schema] of tabled) {
    const table = tableOf(name);
    for (const [field, prop] of Object.entries(schema.properties ?? {})) {
      const target = scalarReference(prop);
      if (target && (stored.has(target) || target === 'group')) {
        const column = refColumn(field);
        objects[`2 reference ${name}.${field}`] = {
          create: `ALTER TABLE ${table} ADD COLUMN ${column} integer GENERATED ALWAYS AS ((data ->> '${field}')::integer) STORED;
ALTER TABLE ${table} ADD CONSTRAINT ${refConstraint(name, field)} FOREIGN KEY (${column}) REFERENCES ${tableOf(target)} (id) ON DELETE ${cascades(prop) ? 'CASCADE' : 'RESTRICT'};
CREATE INDEX ${table}_${column} ON ${table} (${column});`,
          drop: `ALTER TABLE ${table} DROP COLUMN ${column};`,
        };
      }
      const scope = uniqueOf(prop)?.scope;
      if (scope) {
        const expression = uniqueExpression(field, prop);
        const columns = scope === 'group' ? `group_id, ${expression}` : expression;
        objects[`3 unique ${name}.${field}`] = {
          create: `CREATE UNIQUE INDEX ${uniqueIndex(name, field)} ON ${table} (${columns});`,
          drop: `DROP INDEX ${uniqueIndex(name, field)};`,
        };
      }
    }
  }
  const models = buildModels(set);
  for (const [name, model] of models) {
    // The list's default order (the UI schema's list.sort) reads the group's records in index
    // order: a first or a deep page without sorting the whole group.
    const sort = set.ui.get(name)?.list?.sort?.field;
    if (!sort || sort === 'id' || !(sort in model.types)) continue;
    objects[`4 order ${name}`] = {
      create: `CREATE INDEX ${model.table}_order ON ${model.table} (group_id, ${fieldExpression(model, sort)}, id);`,
      drop: `DROP INDEX ${model.table}_order;`,
    };
  }
  return objects;
}

/**
 * The SQL that takes the database from `before` to `after`: removals first (references
 * before tables), then creations (tables before references). Empty when nothing changed.
 */
export function storageMigration(before: StorageState, after: StorageState): string {
  const changed = new Set([...Object.keys(before), ...Object.keys(after)].filter((k) => before[k]?.create !== after[k]?.create));
  // PostgreSQL drops an index along with a column it uses: an unchanged index on a reference
  // column that is made again must be made again too.
  for (const key of changed) {
    const dropped = /ALTER TABLE (\w+) DROP COLUMN (\w+);/.exec(before[key]?.drop ?? '');
    if (!dropped) continue;
    const [, table, column] = dropped;
    for (const other of Object.keys(before)) {
      const { create } = before[other];
      if (other !== key && after[other] && create.includes(` ON ${table} (`) && new RegExp(`\\b${column}\\b`).test(create.split(` ON ${table} (`)[1] ?? '')) {
        changed.add(other);
      }
    }
  }
  const gone = [...changed].filter((k) => before[k]).sort().reverse();
  const made = [...changed].filter((k) => after[k]).sort();
  const parts = [...gone.map((k) => `-- remove ${k.slice(2)}\n${before[k].drop}`), ...made.map((k) => `-- ${k.slice(2)}\n${after[k].create}`)];
  return parts.length ? `-- Written by \`npm run generate\` from the resource schemas.\n\n${parts.join('\n\n')}\n` : '';
}

export function readState(path: string): StorageState {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as StorageState) : {};
}

export function nextMigrationNumber(dir: string): string {
  const numbers = readdirSync(dir).map((f) => Number.parseInt(f, 10)).filter(Number.isFinite);
  return String(Math.max(0, ...numbers) + 1).padStart(4, '0');
}

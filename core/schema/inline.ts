import type { JsonSchema } from './types.ts';

/**
 * The schema a form renders and validates: self-contained and written the way RJSF draws
 * best, yet accepting exactly the values the schema file accepts, so the portal and the
 * server (which reads the file itself) agree on every record.
 *
 * - `$ref`s to common.schema.json and to the file's own `$defs` are replaced by what they
 *   point at: RJSF only follows references inside one document.
 * - `anyOf: [X, {type: null}]` (an optional value that may be cleared) becomes X with `null`
 *   added to its type or enum: the same set of values, drawn as one input instead of RJSF's
 *   "Option 1 / Option 2" chooser.
 * - `title`, `description` and `examples` are dropped: they are English notes for developers,
 *   and every text a user reads comes from the locale files.
 * - `$id` is dropped: the form's schema is a derived one, and a copy of a schema (a product
 *   owner's draft, a test) must not be mistaken for the original by Ajv's cache.
 */
export function inlineSchema(schema: JsonSchema, common: JsonSchema): JsonSchema {
  const local = schema.$defs ?? {};
  const shared = common.$defs ?? {};

  function target(ref: string): JsonSchema | undefined {
    const fromCommon = /^common\.schema\.json#\/\$defs\/([\w-]+)$/.exec(ref);
    if (fromCommon) return shared[fromCommon[1]];
    const own = /^#\/\$defs\/([\w-]+)$/.exec(ref);
    return own ? local[own[1]] : undefined;
  }

  function walk(node: unknown, seen: readonly string[]): unknown {
    if (Array.isArray(node)) return node.map((item) => walk(item, seen));
    if (!node || typeof node !== 'object') return node;
    const { $ref, ...rest } = node as JsonSchema;
    if (typeof $ref === 'string') {
      const found = target($ref);
      // A form cannot draw an endless tree; no record schema nests itself.
      if (!found || seen.includes($ref)) throw new Error(`${schema.$id ?? 'a schema'}: cannot inline ${$ref}`);
      return walk({ ...found, ...rest }, [...seen, $ref]);
    }
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(rest)) {
      if (DROPPED.has(key)) continue;
      // Property names are data, not keywords: `properties.description` is a field.
      out[key] = key === 'properties' ? mapValues(value as Record<string, unknown>, (v) => walk(v, seen)) : walk(value, seen);
    }
    return nullable(out);
  }

  return walk(schema, []) as JsonSchema;
}

const DROPPED = new Set(['title', 'description', 'examples', '$comment', '$id', '$defs']);

function mapValues<T, U>(record: Record<string, T>, fn: (value: T) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, fn(value)]));
}

const isNull = (branch: JsonSchema) => branch.type === 'null' && Object.keys(branch).length === 1;

/** `anyOf: [X, {type: null}]` → X that also accepts null; anything else is left alone. */
function nullable(node: JsonSchema): JsonSchema {
  const branches = node.anyOf;
  if (!branches || branches.length !== 2 || !branches.some(isNull)) return node;
  const value = branches.find((b) => !isNull(b))!;
  const { anyOf: _anyOf, ...siblings } = node;
  if (Array.isArray(value.enum)) {
    const type = typeof value.type === 'string' ? [value.type, 'null'] : value.type;
    return { ...value, ...siblings, ...(type ? { type } : {}), enum: [...value.enum, null] };
  }
  if (typeof value.type === 'string') return { ...value, ...siblings, type: [value.type, 'null'] };
  return node;
}

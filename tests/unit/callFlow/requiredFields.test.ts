import { describe, expect, it } from 'vitest';
import { BLOCK_KINDS, BLOCK_TYPES } from '../../../core/callFlow/index.ts';
import type { JsonSchema } from '../../../core/schema/types.ts';
import { VALID } from './diagrams.ts';

/**
 * The designer's form marks a block field required (an asterisk) from its schema's `required`;
 * the shared rules decide what the server refuses on a confirmed save. Both must say the same
 * (issue 27: a Schedule route's "Label *" could be left empty and published): a required field
 * left empty in an otherwise complete block breaks one of its kind's rules.
 */

type Step = string | number;

/** Every required field that can be left empty, as a path in the schema's terms (`[]` for any item). */
function requiredPaths(schema: JsonSchema, at: Step[] = []): { path: Step[]; empty: unknown }[] {
  const found: { path: Step[]; empty: unknown }[] = [];
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const name of (schema.required ?? []) as string[]) {
    const field = properties[name] ?? {};
    const types = [field.type ?? []].flat();
    // What "left empty" is for the field's type; a boolean or a bare number is never empty.
    const empty = types.includes('null') ? null : types.includes('string') ? '' : types.includes('array') ? [] : undefined;
    if (empty !== undefined) found.push({ path: [...at, name], empty });
  }
  for (const [name, field] of Object.entries(properties)) found.push(...requiredPaths(field, [...at, name]));
  const items = schema.items as JsonSchema | undefined;
  if (items && typeof items === 'object') found.push(...requiredPaths(items, [...at, '[]']));
  return found;
}

/** The data with the value at `path` (each `[]` its first item) replaced, or undefined when the data has no such place. */
function emptied(data: unknown, path: Step[], empty: unknown): unknown {
  if (!path.length) return empty;
  const [step, ...rest] = path;
  if (step === '[]') {
    if (!Array.isArray(data) || !data.length) return undefined;
    const first = emptied(data[0], rest, empty);
    return first === undefined ? undefined : [first, ...data.slice(1)];
  }
  if (typeof data !== 'object' || data === null || !(String(step) in data)) return undefined;
  const inner = emptied((data as Record<string, unknown>)[step], rest, empty);
  return inner === undefined ? undefined : { ...data, [step]: inner };
}

describe('a block field the form marks required is required by the rules too', () => {
  const cases = BLOCK_TYPES.flatMap((type) =>
    requiredPaths(BLOCK_KINDS[type].schema).map(({ path, empty }) => ({ type, field: path.join('.').replaceAll('.[]', '[]'), path, empty })),
  );

  it('finds the required fields of the kinds (the Schedule route\'s label among them)', () => {
    expect(cases.map((c) => `${c.type}.${c.field}`)).toContain('schedule.routes[].label');
  });

  it.each(cases)('$type: $field left empty breaks a rule', ({ type, path, empty }) => {
    const kind = BLOCK_KINDS[type];
    expect(kind.rules(VALID[type], {})).toEqual([]);
    const data = emptied(VALID[type], path, empty);
    expect(data, `VALID.${type} has no ${path.join('.')} to leave empty`).toBeDefined();
    expect(kind.rules(data as Record<string, unknown>, {})).not.toEqual([]);
  });
});

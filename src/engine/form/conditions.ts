import type { JsonSchema } from '../schema/types.ts';

/**
 * Fields that only matter under a condition of the schema (`allOf: [{if, then}]`): a field
 * that a `then` names is shown while one of its conditions holds, so the failover extension
 * appears once failover is on and its strategy is "extension", and not before.
 */
export function conditionalFields(formSchema: JsonSchema): Map<string, JsonSchema[]> {
  const always = new Set(formSchema.required ?? []);
  const conditions = new Map<string, JsonSchema[]>();
  for (const part of formSchema.allOf ?? []) {
    const condition = part.if as JsonSchema | undefined;
    const then = part.then as JsonSchema | undefined;
    if (!condition || !then) continue;
    for (const field of new Set([...(then.required ?? []), ...Object.keys(then.properties ?? {})])) {
      if (always.has(field)) continue;
      conditions.set(field, [...(conditions.get(field) ?? []), condition]);
    }
  }
  return conditions;
}

/**
 * Whether data meets a condition written with required, const, enum and type, the words the
 * schemas use in their `if`s. A condition in other words is taken as met: the field shows.
 */
export function meets(condition: JsonSchema, data: Record<string, unknown>): boolean {
  for (const field of condition.required ?? []) if (data[field] === undefined) return false;
  for (const [field, rule] of Object.entries(condition.properties ?? {})) {
    const value = data[field];
    if (value === undefined) continue;
    if ('const' in rule && value !== rule.const) return false;
    if (Array.isArray(rule.enum) && !rule.enum.includes(value)) return false;
    if (rule.type && !typeMatches(rule.type, value)) return false;
  }
  return true;
}

function typeMatches(type: string | string[], value: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  const actual = value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;
  return types.includes(actual) || (actual === 'integer' && types.includes('number'));
}

export function isShown(field: string, conditions: Map<string, JsonSchema[]>, data: Record<string, unknown>): boolean {
  const when = conditions.get(field);
  return !when || when.some((condition) => meets(condition, data));
}

import type { ResourceDefinition } from '../schema/definition.ts';

type Data = Record<string, unknown>;

/** A stored record as the form holds it: its schema's fields only (no version, no group). */
export function toFormData(definition: ResourceDefinition, record: Data | undefined): Data {
  if (!record) return {};
  return Object.fromEntries(Object.entries(record).filter(([field]) => field in definition.fields));
}

/** What is sent: every field the user may set (the server keeps the read-only ones). */
export function toPayload(definition: ResourceDefinition, formData: Data): Data {
  return Object.fromEntries(
    Object.entries(formData).filter(([field, value]) => value !== undefined && definition.fields[field] && !definition.fields[field].readOnly),
  );
}

/** Whether two versions of a form hold the same values: an empty value is no value, key order is no matter. */
export function sameData(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Data)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, canonical(v)]),
  );
}

import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { createAjv as newAjv } from '../../core/schema/ajv.ts';
import type { SchemaSet } from '../../core/schema/types.ts';
import { toE164 } from '../../core/domain/formats.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import type { JsonSchema } from './schemas.ts';

export type FieldErrors = Record<string, string[]>;

type Prop = JsonSchema & { anyOf?: JsonSchema[]; items?: JsonSchema };

/** One Ajv per schema set (the app's, app.schemas): see createAjv. */
const shared = new WeakMap<SchemaSet, ReturnType<typeof newAjv>>();

/**
 * The API's Ajv of a schema set, shared by every route and service of the app (the CRUD, the
 * route contract's bodies, groups, feedback): Ajv keeps each schema compiled by its $id, so a
 * schema is compiled once however many of them check it, not once per Ajv. Its set-up is the
 * schema model's one (core/schema/ajv.ts): the portal's keywords and formats, strict mode on.
 */
export function createAjv(set: SchemaSet) {
  let ajv = shared.get(set);
  if (!ajv) shared.set(set, (ajv = newAjv(set)));
  return ajv;
}

function resolve(prop: Prop, common: JsonSchema): Prop {
  const ref = prop.$ref as string | undefined;
  const match = ref && /#\/\$defs\/(\w+)$/.exec(ref);
  return match ? { ...((common.$defs as Record<string, Prop>)[match[1]] ?? {}), ...prop } : prop;
}

/** Fields the client may not set: readOnly in the schema, or kept by the server. */
export function writableFields(schema: JsonSchema): Set<string> {
  return new Set(Object.entries(schema.properties ?? {}).filter(([, p]) => !p.readOnly).map(([f]) => f));
}

/**
 * The stored values of the fields the server owns (readOnly in the schema: registration state,
 * counts…): an update keeps them whatever its body held, rather than the schema's defaults.
 */
export function serverOwnedValues(schema: JsonSchema, stored: Record<string, unknown>): Record<string, unknown> {
  const owned = Object.entries(schema.properties ?? {}).filter(([f, p]) => p.readOnly && f !== 'id' && f in stored);
  return Object.fromEntries(owned.map(([f]) => [f, stored[f]]));
}

function isPhoneProp(prop: Prop, common: JsonSchema): boolean {
  const resolved = resolve(prop, common);
  return resolved.format === 'phone-number' || (resolved.anyOf ?? []).some((b) => isPhoneProp(b as Prop, common));
}

/** Phone numbers are stored in E.164 however they were typed, so uniqueness compares like with like. */
export function normalise(schema: JsonSchema, common: JsonSchema, record: Record<string, unknown>) {
  for (const [field, prop] of Object.entries(schema.properties ?? {}) as [string, Prop][]) {
    const value = record[field];
    if (typeof value === 'string' && isPhoneProp(prop, common)) {
      try { record[field] = toE164(value); } catch { /* left for validation to refuse */ }
    } else if (Array.isArray(value) && prop.items && isPhoneProp(prop.items as Prop, common)) {
      record[field] = value.map((v) => { try { return typeof v === 'string' ? toE164(v) : v; } catch { return v; } });
    }
  }
}

/**
 * The record's field an error belongs to. Inside a list of objects (a ring group's members) it
 * is the list itself, not the item's property: a member without its `extension` is the members
 * field's error, never the ring group's own `extension`.
 */
function fieldOf(error: ErrorObject): string {
  const top = error.instancePath.split('/')[1];
  if (top) return top;
  if (error.keyword === 'required') return (error.params as { missingProperty: string }).missingProperty;
  if (error.keyword === 'additionalProperties') return (error.params as { additionalProperty: string }).additionalProperty;
  return 'non_field_errors';
}

/** Ajv's findings in DRF's v1 shape, one message per field, in the catalogue's texts. */
export function toFieldErrors(errors: ErrorObject[]): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) {
    // anyOf [X, null] reports each branch; the branch errors say more than the anyOf itself.
    // An `if` that failed only repeats its `then`, which says why (the form leaves it out too).
    if (error.keyword === 'anyOf' || error.keyword === 'if' || error.keyword === 'type' && errors.some((e) => e !== error && e.instancePath === error.instancePath && e.keyword !== 'type')) continue;
    const field = fieldOf(error);
    const params = error.params as Record<string, unknown>;
    const text =
      error.keyword === 'required' ? serverText('required')
      : error.keyword === 'additionalProperties' ? serverText('unknown_field')
      : error.keyword === 'format' ? serverText(`format_${String(params.format)}`)
      : error.keyword === 'maximum' && error.schemaPath.endsWith('/$defs/extensionNumber/maximum') ? serverText('extension_too_high')
      // The wall-clock time is a pattern, not the RFC 3339 format, and keeps the format's own message.
      : error.keyword === 'pattern' && error.schemaPath.endsWith('/$defs/time/pattern') ? serverText('format_time')
      : error.keyword === 'maximum' ? serverText('max_value', { limit: params.limit })
      : error.keyword === 'minimum' ? serverText('min_value', { limit: params.limit })
      : error.keyword === 'maxLength' ? serverText('max_length', { limit: params.limit })
      : error.keyword === 'minLength' ? serverText(Number(params.limit) === 1 ? 'blank' : 'min_length', { limit: params.limit })
      : error.keyword === 'minItems' ? serverText('min_items', { limit: params.limit })
      : error.keyword === 'enum' ? serverText('invalid_choice')
      : error.keyword === 'uniqueItems' ? serverText('duplicate_items')
      : serverText('invalid');
    // A field may be named like an Object member (constructor, __proto__): an own property, always.
    if (!Object.hasOwn(out, field)) Object.defineProperty(out, field, { value: [], enumerable: true, writable: true, configurable: true });
    const list = out[field];
    if (!list.includes(text)) list.push(text);
  }
  return out;
}

export function compileResource(ajv: ReturnType<typeof newAjv>, schema: JsonSchema): ValidateFunction {
  const validate = ajv.getSchema(schema.$id as string);
  if (!validate) throw new Error(`schema ${schema.$id} is not registered`);
  return validate;
}

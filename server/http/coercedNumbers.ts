import type { ErrorObject } from 'ajv';

/**
 * Ajv's type coercion (query and path values, multipart fields: text read as the schema's
 * types) reads "Infinity", "-Infinity" and "1e400" as infinite numbers, and then skips its
 * minimum and maximum for a number that is not finite. So `?extension=Infinity` passed an
 * integer of at most 32767 and failed in the database (500; the API fuzz test found it). The
 * errors of such values, as Ajv writes errors, for the validators that coerce to add.
 */
export function unboundedNumbers(values: Record<string, unknown>): ErrorObject[] {
  return Object.keys(values)
    .filter((name) => typeof values[name] === 'number' && !Number.isFinite(values[name]))
    .map((name) => ({ instancePath: `/${name}`, schemaPath: `#/properties/${name}`, keyword: 'finite', params: {}, message: 'not a finite number' }));
}

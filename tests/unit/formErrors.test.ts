import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../../server/resources/schemas.ts';
import { createAjv, toFieldErrors } from '../../server/resources/validation.ts';
import { recognise } from '../../src/dataProvider/apiError.ts';
import { defineResource } from '../../src/engine/schema/definition.ts';
import type { JsonSchema } from '../../src/engine/schema/types.ts';
import { localiseErrors, fieldOfError } from '../../src/engine/validation/errorMessages.ts';
import { runtimeValidator } from '../../src/engine/validation/runtimeValidator.ts';

/**
 * A value refused by the form and by the API reads the same: for each field the form shows
 * the locale key of the message the server sends for it (errors.* of locales/errors).
 */
const set = loadSchemas();
const server = createAjv(set);
const validator = runtimeValidator();

const CASES: Record<string, Record<string, unknown>[]> = {
  site: [{}, { name: '', country_code: 'XX' }, { name: 'x'.repeat(101), country_code: 'BE', postal_code: 'y'.repeat(21) }],
  extension: [
    { extension: 40000, name: 'A', account: 1, site: 1, caller_id: 'abc', country_code: 'BE', language: 'de', origin_countries: [], destination_countries: ['BE', 'BE'] },
    { extension: 0, name: '', email: 'not-an-email', mobile: '123', call_mobile_after: 301, call_mobile_timeout: 1 },
  ],
  did_routing: [
    { did: '+1', language: 'nl' },
    { did: '+3225880100', account: 1, language: 'nl', failover_enabled: true },
    { did: '+3225880100', account: 1, language: 'nl', failover_enabled: true, failover_strategy: 'site', failover_ratio: 'some' },
    { did: '+3225880100', account: 1, language: 'nl', exceptional_forwarding: 'busy' },
  ],
  phonebook_contact: [{ phonebook: 1, display_name: 'A', number: '12', mobile: 'x', shortcode: 99999 }],
  role: [{ name: '' }, { eavesdrop: 'yes' }],
};

describe('form and server name a field error alike', () => {
  for (const [resource, records] of Object.entries(CASES)) {
    it(resource, () => {
      const schema = set.resources.get(resource) as JsonSchema;
      const definition = defineResource(schema, undefined, set.common as JsonSchema);
      const check = server.getSchema(schema.$id as string)!;
      for (const record of records) {
        check(structuredClone(record));
        const fromServer = Object.fromEntries(
          // A failed `if` adds "Enter a valid value." to the server's non_field_errors; the form
          // leaves it out, as the fields its `then` requires already say what is missing.
          Object.entries(toFieldErrors((check.errors ?? []).filter((e) => e.keyword !== 'if'))).map(([field, texts]) => [field, recognise(texts[0]).key]),
        );
        const { errors } = validator.validateFormData(structuredClone(record), definition.formSchema as object, undefined, (raw) =>
          localiseErrors(raw, definition.fields, (key) => key),
        );
        const fromForm = Object.fromEntries(errors.map((error) => [fieldOfError(error) ?? 'non_field_errors', error.message]));
        expect({ record, fields: fromForm }).toEqual({ record, fields: fromServer });
      }
    });
  }
});

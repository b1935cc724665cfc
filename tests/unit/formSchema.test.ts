import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import { loadSchemas, type JsonSchema as ServerSchema } from '../../server/resources/schemas.ts';
import { createAjv } from '../../server/resources/validation.ts';
import { registerVocabulary } from '../../core/domain/schemaKeywords.ts';
import { inlineSchema } from '../../core/schema/inline.ts';
import { defineResource } from '../../src/engine/schema/definition.ts';
import { FORM_AJV_OPTIONS } from '../../src/engine/validation/ajvOptions.ts';
import type { JsonSchema } from '../../src/engine/schema/types.ts';
import type { FieldInfo } from '../../src/engine/schema/fields.ts';
import { allowsNonGeographic } from '../../src/engine/widgets/CountryWidget/countryOptions.ts';

/**
 * The form validates with a schema derived from the file (inline.ts); the server with the file
 * itself. Derived or not, both must accept exactly the same records: here every resource is
 * given a few thousand records, mostly plausible and partly wrong, and both sides must agree
 * on each one.
 */
const set = loadSchemas();
const server = createAjv(set);
const common = set.common as JsonSchema;

function formValidator(schema: JsonSchema) {
  const ajv = registerVocabulary(new Ajv2020({ ...FORM_AJV_OPTIONS, useDefaults: true }) as never) as unknown as Ajv2020;
  return ajv.compile(inlineSchema(schema, common) as object);
}

/** A small deterministic random source, so that a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const AREAS = ['site', 'extension', 'did_routing', 'phonebook', 'phonebook_contact', 'role'];

const ODD_VALUES: unknown[] = [null, '', 'abc', 0, -1, 1, 32767, 32768, 2.5, true, false, [], ['BE'], ['XX'], [1, 1], {}, '+3225880100', '0475 12 34 56', 'a@b.be', 'nl', 'de', 'BE', '001', '10:00', '25:00', '2024-01-01'];

function plausible(field: FieldInfo, pick: () => number): unknown {
  const s = field.schema;
  switch (field.kind) {
    case 'phone':
      return ['+3225880100', '+32475123456', '+31201234567'][Math.floor(pick() * 3)];
    case 'email':
      return 'someone@example.com';
    // 001 is a destination only: places (a site, origin countries) refuse it on both sides alike.
    case 'country':
      return allowsNonGeographic(s) && pick() < 0.2 ? '001' : 'BE';
    case 'countries':
      return allowsNonGeographic(s) ? ['BE', '001'] : ['BE'];
    case 'language':
      return 'fr';
    case 'boolean':
      return pick() < 0.5;
    case 'enum':
      return field.values?.[Math.floor(pick() * (field.values.length || 1))] ?? null;
    case 'reference':
      return 1 + Math.floor(pick() * 5);
    case 'references':
      return [1, 2];
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 0, Math.min(s.maximum ?? 1000, 5));
    case 'date':
      return '2024-05-01';
    case 'dateTime':
      return '2024-05-01T10:00:00Z';
    case 'time':
      return '09:30';
    case 'text':
      return 'Some text';
    default:
      return s.default;
  }
}

describe('the form schema accepts exactly what the server accepts', () => {
  for (const [name, schema] of set.resources) {
    it(name, () => {
      const definition = defineResource(schema as JsonSchema, undefined, common);
      const form = formValidator(schema as JsonSchema);
      const check = server.getSchema((schema as ServerSchema).$id as string)!;
      const pick = random(name.length * 7919);
      let valid = 0;
      for (let i = 0; i < 1500; i++) {
        const record: Record<string, unknown> = {};
        for (const field of Object.values(definition.fields)) {
          if (field.readOnly) continue;
          const roll = pick();
          if (roll < 0.1) continue;
          record[field.name] = roll < 0.85 ? plausible(field, pick) : ODD_VALUES[Math.floor(pick() * ODD_VALUES.length)];
        }
        const byServer = check(structuredClone(record));
        const byForm = form(structuredClone(record));
        expect({ record, byForm }).toEqual({ record, byForm: byServer });
        if (byServer) valid++;
      }
      // The test means something only if both kinds of record were seen (the generator makes
      // valid records for the areas with screens; others have formats it does not know).
      if (AREAS.includes(name)) expect(valid).toBeGreaterThan(20);
    });
  }
});

describe('the form schema', () => {
  it('draws an optional value that may be cleared as one input: anyOf [X, null] becomes X or null', () => {
    const schema = inlineSchema(set.resources.get('extension') as JsonSchema, common);
    expect(schema.properties?.mobile).toEqual({ type: ['string', 'null'], format: 'phone-number', maxLength: 32 });
    expect(schema.properties?.role).toMatchObject({ type: ['integer', 'null'], 'x-reference': { resource: 'role' } });
    const did = inlineSchema(set.resources.get('did_routing') as JsonSchema, common);
    expect(did.properties?.exceptional_forwarding).toMatchObject({ enum: ['always', 'busy', 'no_answer', 'unavailable', null] });
  });

  it('keeps no English notes and no $id', () => {
    const text = JSON.stringify(inlineSchema(set.resources.get('did_routing') as JsonSchema, common));
    expect(text).not.toMatch(/"(description|title|\$id|\$ref)"/);
  });

  it('knows each field by what it holds and where it comes from', () => {
    const { fields } = defineResource(set.resources.get('extension') as JsonSchema, undefined, common);
    expect(fields.extension).toMatchObject({ kind: 'integer', definition: 'extensionNumber', required: true });
    expect(fields.site).toMatchObject({ kind: 'reference', reference: 'site', required: true });
    expect(fields.mobile).toMatchObject({ kind: 'phone', nullable: true, required: false });
    expect(fields.destination_countries).toMatchObject({ kind: 'countries' });
    expect(fields.registered).toMatchObject({ kind: 'boolean', readOnly: true });
  });
});

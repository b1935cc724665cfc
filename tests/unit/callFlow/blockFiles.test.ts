import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { createAjv, FORM_AJV_OPTIONS, registerVocabulary } from '../../../core/schema/ajv.ts';
import { loadSchemas } from '../../../server/schema/files.ts';
import type { JsonSchema } from '../../../core/schema/types.ts';
import { BLOCK_KINDS, BLOCK_TYPES, DIAGRAM_RULE_KEYS, type BlockType } from '../../../core/callFlow/index.ts';
import { VALID } from './diagrams.ts';

const ajv = createAjv(loadSchemas());
const formAjv = registerVocabulary(new Ajv2020(FORM_AJV_OPTIONS));

/** Every property path of a schema that carries x-reference, with its resource (`options.items.x`). */
function referencePaths(schema: JsonSchema, path: string[] = []): [string, string][] {
  const own: [string, string][] = schema['x-reference'] ? [[path.join('.'), schema['x-reference'].resource]] : [];
  const props = Object.entries(schema.properties ?? {}).flatMap(([key, sub]) => referencePaths(sub, [...path, key]));
  const items = schema.items ? referencePaths(schema.items, [...path, 'items']) : [];
  return [...own, ...props, ...items];
}

/** The ui:options.resource a UI schema gives at a path; array items of references are named on the array. */
function uiResource(ui: Record<string, unknown>, path: string): unknown {
  const parts = path.split('.');
  if (parts.at(-1) === 'items') parts.pop();
  let node: unknown = ui;
  for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
  return ((node as Record<string, unknown> | undefined)?.['ui:options'] as Record<string, unknown> | undefined)?.resource;
}

/** Every property of a schema, nested ones included, by name, with its enum (or its items' enum). */
function fieldsOf(schema: JsonSchema): [string, unknown[] | undefined][] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, sub]) => {
    let items: JsonSchema | undefined = sub;
    while (items?.items) items = items.items;
    const values = sub.enum ?? items?.enum;
    return [[name, values] as [string, unknown[] | undefined], ...(items && items !== sub ? fieldsOf(items) : []), ...(sub.properties ? fieldsOf(sub) : [])];
  });
}

const english = (type: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../locales/resources/call_flow/blocks/${type}/en.json`, import.meta.url)), 'utf8')).blocks.kinds[type];
const shared = JSON.parse(readFileSync(fileURLToPath(new URL('../../../locales/resources/call_flow/blocks/en.json', import.meta.url)), 'utf8')).blocks;
const source = (type: string) => readFileSync(fileURLToPath(new URL(`../../../core/callFlow/blocks/${type}/block.ts`, import.meta.url)), 'utf8');

describe.each(BLOCK_TYPES)('block folder %s', (type: BlockType) => {
  const kind = BLOCK_KINDS[type];

  it('has a schema that compiles in strict mode (the API’s Ajv and the forms’) and accepts its defaults and complete data', () => {
    const validate = ajv.compile(kind.schema);
    expect(validate(kind.defaults()), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(VALID[type]), JSON.stringify(validate.errors)).toBe(true);
    expect(() => formAjv.compile(kind.schema)).not.toThrow();
  });

  it('holds no text a user could read: the form draws titles and descriptions, so notes are $comment', () => {
    expect(JSON.stringify(kind.schema)).not.toMatch(/"(title|description)":/);
  });

  it('names the resource of each reference field in its UI schema, as its schema does', () => {
    for (const [path, resource] of referencePaths(kind.schema)) expect(uiResource(kind.uiSchema, path), path).toBe(resource);
  });

  it('orders exactly its fields in its UI schema', () => {
    const order = kind.uiSchema['ui:order'] as string[] | undefined;
    expect(order ?? [], 'ui:order').toEqual(order ? Object.keys(kind.schema.properties ?? {}).sort((a, b) => order.indexOf(a) - order.indexOf(b)) : []);
  });

  it('has a text for its name, description, every field and choice, rule, port and trace reason', () => {
    const texts = english(type);
    expect(typeof texts.name).toBe('string');
    expect(typeof texts.description).toBe('string');
    expect(Object.keys(texts.rules ?? {}).sort()).toEqual([...kind.ruleKeys].sort());
    const reasons = [...source(type).matchAll(/(?:reason|kindReason\('\w+',)\s*\(?'(\w+)'/g)].map((m) => m[1]);
    expect(reasons.length > 0).toBe(true);
    for (const reason of reasons) expect(texts.trace?.[reason], reason).toBeTypeOf('string');
    const fixed = kind.ports(kind.defaults()).concat(kind.ports(VALID[type])).filter((p) => !/^(option|route)-\d+$/.test(p));
    for (const port of fixed) expect(shared.ports[port], port).toBeTypeOf('string');
    for (const [field, values] of fieldsOf(kind.schema)) {
      expect(texts.fields?.[field], field).toBeTypeOf('string');
      // A menu key is shown as itself; every other choice has a label.
      if (values && field !== 'key') for (const value of values) expect(texts.values?.[field]?.[String(value)], `${field}.${String(value)}`).toBeTypeOf('string');
    }
  });
});

describe('the registry', () => {
  it('lists the 16 kinds of configuration-areas §3 and the start, in its order', () => {
    expect(BLOCK_TYPES).toEqual([
      'start', 'option_menu', 'dial', 'calendar', 'schedule', 'toggle', 'queue', 'voicemail', 'fax', 'distribute',
      'caller_id_routing', 'active_calls', 'play_media', 'speak', 'jump', 'summary', 'end_call',
    ]);
    for (const type of BLOCK_TYPES) expect(BLOCK_KINDS[type].type).toBe(type);
  });

  it('has a text for every whole-diagram rule, and no other', () => {
    expect(Object.keys(shared.rules).sort()).toEqual([...DIAGRAM_RULE_KEYS].sort());
  });
});

import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { AJV_OPTIONS, registerVocabulary } from '../../../core/schema/ajv.ts';
import { BLOCK_KINDS, BLOCK_TYPES, type BlockType } from '../../../core/callFlow/index.ts';
import { VALID } from './diagrams.ts';

/** Each invalid case of configuration-areas §5 "Call flow (per block)": the data changed from VALID and the rule it breaks. */
const INVALID: Record<BlockType, [string, Record<string, unknown>, string][]> = {
  start: [],
  option_menu: [
    ['no option', { options: [] }, 'one_option'],
    ['no prompt', { prompts: [] }, 'one_prompt'],
    ['a blank key', { options: [{ key: '', label: 'Sales' }] }, 'option_key'],
    ['a key that is none', { options: [{ key: '12', label: 'Sales' }] }, 'option_key'],
    ['two options on one key', { options: [{ key: '1', label: 'Sales' }, { key: '1', label: 'Support' }] }, 'options_unique'],
    ['no tries', { max_tries: 0 }, 'max_tries'],
    ['a timeout of 2 seconds', { timeout: 2 }, 'timeout'],
  ],
  dial: [
    ['no tier', { tiers: [] }, 'tiers'],
    ['an empty tier', { mode: 'advanced', tiers: [[{ type: 'extension', value: 12 }], []] }, 'tier_empty'],
    ['an item without value', { tiers: [[{ type: 'extension', value: null }]] }, 'values_filled'],
    ['a blank number', { tiers: [[{ type: 'number', value: ' ' }]] }, 'values_filled'],
    ['an invalid number', { tiers: [[{ type: 'number', value: '+32123' }]] }, 'numbers_valid'],
    ['two tiers in simple mode', { tiers: [[{ type: 'extension', value: 12 }], [{ type: 'extension', value: 13 }]] }, 'simple_mode'],
  ],
  calendar: [
    ['no timezone', { timezone: '' }, 'timezone'],
    ['an unknown timezone', { timezone: 'Mars/Olympus' }, 'timezone'],
    ['no route', { routes: [] }, 'one_route'],
    ['a route without dates', { routes: [{ label: 'X', dates: [] }] }, 'dates_set'],
    ['a period that ends before it starts', { routes: [{ label: 'X', dates: [{ from: '2026-12-26', to: '2026-12-24' }] }] }, 'dates_set'],
    ['a date that does not exist', { routes: [{ label: 'X', dates: [{ from: '2026-02-30', to: '2026-03-01' }] }] }, 'dates_set'],
  ],
  schedule: [
    ['no timezone', { timezone: null }, 'timezone'],
    ['no route', { routes: [] }, 'one_route'],
    ['a route without label', { routes: [{ label: ' ', weekdays: ['mon'], from: '09:00', to: '17:00' }] }, 'label'],
    ['a route without weekday', { routes: [{ label: 'X', weekdays: [], from: '09:00', to: '17:00' }] }, 'weekday'],
    ['a route without times', { routes: [{ label: 'X', weekdays: ['mon'], from: '', to: '17:00' }] }, 'times'],
    ['a route that starts when it ends', { routes: [{ label: 'X', weekdays: ['mon'], from: '09:00', to: '09:00' }] }, 'times'],
  ],
  toggle: [
    ['no option', { options: [] }, 'one_option'],
    ['an option without label', { options: [{ label: ' ', shortcode: 41, active: true }] }, 'labels_shortcodes'],
    ['an option without shortcode', { options: [{ label: 'Day', shortcode: null, active: true }] }, 'labels_shortcodes'],
    ['a repeated shortcode', { options: [{ label: 'Day', shortcode: 41, active: true }, { label: 'Night', shortcode: 41, active: false }] }, 'shortcodes_unique'],
    ['no active option', { options: [{ label: 'Day', shortcode: 41, active: false }] }, 'one_active'],
    ['two active options', { options: [{ label: 'Day', shortcode: 41, active: true }, { label: 'Night', shortcode: 42, active: true }] }, 'one_active'],
  ],
  queue: [['no queue', { queue: null }, 'queue_chosen']],
  voicemail: [['no box', { box: null }, 'box_selected']],
  fax: [
    ['no recipient', { recipients: [] }, 'recipient'],
    ['an address that is none', { recipients: ['fax at example'] }, 'recipient_valid'],
  ],
  distribute: [
    ['no number of routes', { routes: null }, 'routes_set'],
    ['one route', { routes: 1 }, 'routes_set'],
    ['eleven routes', { routes: 11 }, 'routes_set'],
  ],
  caller_id_routing: [
    ['no route', { routes: [] }, 'one_route'],
    ['a route without callers', { routes: [{ label: 'VIP', matches: [] }] }, 'matches_set'],
    ['a contact not chosen', { routes: [{ label: 'VIP', matches: [{ type: 'contact', value: null }] }] }, 'matches_set'],
    ['an invalid number', { routes: [{ label: 'VIP', matches: [{ type: 'number', value: '12' }] }] }, 'numbers_valid'],
  ],
  active_calls: [
    ['no extension', { extensions: [] }, 'one_extension'],
    ['no option', { options: [] }, 'one_option'],
    ['a negative maximum', { options: [{ label: 'Quiet', max_calls: -1 }] }, 'max_calls'],
  ],
  play_media: [['no file', { files: [] }, 'one_file']],
  speak: [
    ['no text', { text: '  ' }, 'text_required'],
    ['no language', { language: '' }, 'language_required'],
    ['no voice', { voice: '' }, 'voice_required'],
  ],
  jump: [
    ['no call flow', { call_flow: null }, 'flow_chosen'],
    ['itself', { call_flow: 77 }, 'flow_self'],
  ],
  summary: [],
  end_call: [],
};

/** Cases the designer's form cannot even produce (a key that is no key): the schema refuses their shape. */
const MISSHAPEN = new Set(['a key that is none']);
// As the server checks a draft's block data: the schema without defaults filled in.
const ajv = registerVocabulary(new Ajv2020({ ...AJV_OPTIONS, useDefaults: false }));

const rulesOf = (type: BlockType, data: Record<string, unknown>) => BLOCK_KINDS[type].rules(data, { flowId: 77 }).map((i) => i.rule);

describe.each(BLOCK_TYPES)('block %s', (type) => {
  it('finds nothing wrong with complete data', () => {
    expect(rulesOf(type, VALID[type])).toEqual([]);
  });

  it.each(INVALID[type])('refuses %s', (_name, patch, rule) => {
    expect(rulesOf(type, { ...VALID[type], ...patch })).toContain(rule);
  });

  it.each(INVALID[type])('lets a draft hold %s: the schema is the shape, the rules say what is complete', (name, patch) => {
    const fits = ajv.validate(BLOCK_KINDS[type].schema, { ...VALID[type], ...patch });
    expect(fits, JSON.stringify(ajv.errors)).toBe(!MISSHAPEN.has(name));
  });

  it('has an invalid case for each of its rules, and answers only its own rule keys', () => {
    expect(new Set(INVALID[type].map(([, , rule]) => rule))).toEqual(new Set(BLOCK_KINDS[type].ruleKeys));
  });

  it('reads data of the wrong shape as unfinished, without throwing', () => {
    for (const data of [{}, { options: 'x', routes: 5, tiers: [7], prompts: {}, files: null, recipients: [1], extensions: 'a' }]) {
      for (const rule of rulesOf(type, data)) expect(BLOCK_KINDS[type].ruleKeys).toContain(rule);
    }
  });
});

describe('a rule names what is wrong', () => {
  it('the repeated menu key, the invalid number, the route without weekday', () => {
    expect(BLOCK_KINDS.option_menu.rules({ ...VALID.option_menu, options: [{ key: '1', label: 'A' }, { key: '1', label: 'B' }] }, {})).toContainEqual({ rule: 'options_unique', params: { key: '1' } });
    expect(BLOCK_KINDS.dial.rules({ ...VALID.dial, tiers: [[{ type: 'number', value: '+32123' }]] }, {})).toContainEqual({ rule: 'numbers_valid', params: { number: '+32123' } });
    expect(BLOCK_KINDS.schedule.rules({ ...VALID.schedule, routes: [{ label: 'Late', weekdays: [], from: '18:00', to: '20:00' }] }, {})).toContainEqual({ rule: 'weekday', params: { route: 'Late' } });
  });

  it('an unnamed route by its number', () => {
    expect(BLOCK_KINDS.caller_id_routing.rules({ routes: [{ label: 'A', matches: [{ type: 'number', value: '+3225880100' }] }, { label: '', matches: [] }] }, {})).toEqual([
      { rule: 'matches_set', params: { route: 2 } },
    ]);
  });
});

describe('defaults', () => {
  it.each(BLOCK_TYPES)('%s: a new block breaks no rule it cannot know yet (its data keys are the schema’s)', (type) => {
    const kind = BLOCK_KINDS[type];
    const defaults = kind.defaults();
    expect(Object.keys(defaults).every((key) => key in (kind.schema.properties ?? {}))).toBe(true);
    for (const rule of kind.rules(defaults, {})) expect(kind.ruleKeys).toContain(rule.rule);
  });
});

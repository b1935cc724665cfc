import type { Block, CallScenario, Diagram } from '../../../../core/callFlow/types.ts';
import type { RoutedNumber } from './testCallApi.ts';

/**
 * What the test call's form holds, and how it becomes the routing module's CallScenario and back
 * (a test case's scenario loaded into the form). Pure: the panel and its tests share it.
 */
export interface ScenarioForm {
  caller: string;
  dialled: string;
  at: Date;
  /** The menu keys pressed, in order, as typed ("1 2#" presses 1, 2, #). */
  keys: string;
  toggles: Record<string, number>;
  queue_full: Record<string, boolean>;
  no_answer: Record<string, boolean>;
  active_calls: Record<string, number>;
  distribute: Record<string, number>;
}

const obj = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The most key presses a scenario holds (the API's limit). */
export const MAX_KEYS = 50;

/** The key presses of what was typed: every 0–9, * and #, in order; anything else separates them. */
export const keysOf = (typed: string): string[] => (typed.match(/[0-9*#]/g) ?? []).slice(0, MAX_KEYS);

/** A toggle block's option labels, and the one active in the diagram. */
export interface ToggleChoice {
  block: Block;
  options: string[];
  active: number;
}

/** The blocks whose outcome the tester decides, by what is to be decided. */
export interface Conditions {
  toggles: ToggleChoice[];
  queues: Block[];
  dials: Block[];
  activeCalls: Block[];
  distributes: { block: Block; routes: number }[];
  menus: Block[];
}

export function conditionsOf(diagram: Diagram): Conditions {
  const of = (type: string) => diagram.nodes.filter((node) => node.type === type);
  return {
    toggles: of('toggle').map((block) => {
      const options = list(obj(block.data).options).map((option, i) => text(obj(option).label) || String(i + 1));
      const active = list(obj(block.data).options).findIndex((option) => obj(option).active === true);
      return { block, options, active: Math.max(0, active) };
    }),
    queues: of('queue'),
    dials: of('dial'),
    activeCalls: of('active_calls'),
    distributes: of('distribute').map((block) => {
      const routes = obj(block.data).routes;
      return { block, routes: typeof routes === 'number' && routes > 0 ? routes : 0 };
    }),
    menus: of('option_menu'),
  };
}

/** A new test call: now, every toggle as it stands, queues not full, calls answered. */
export function defaultForm(diagram: Diagram, now = new Date()): ScenarioForm {
  const toggles: Record<string, number> = {};
  for (const { block, active } of conditionsOf(diagram).toggles) toggles[block.id] = active;
  return { caller: '', dialled: '', at: now, keys: '', toggles, queue_full: {}, no_answer: {}, active_calls: {}, distribute: {} };
}

/** Only what differs from the routing module's own default is sent (false, absent). */
const trueOnly = (values: Record<string, boolean>) => Object.fromEntries(Object.entries(values).filter(([, v]) => v));

export function toScenario(form: ScenarioForm): CallScenario {
  const at = Number.isNaN(form.at.getTime()) ? new Date() : form.at;
  const scenario: CallScenario = { caller: form.caller.trim(), dialled: form.dialled.trim(), at: at.toISOString(), keys: keysOf(form.keys) };
  if (Object.keys(form.toggles).length) scenario.toggles = { ...form.toggles };
  const full = trueOnly(form.queue_full);
  if (Object.keys(full).length) scenario.queue_full = full;
  const unanswered = trueOnly(form.no_answer);
  if (Object.keys(unanswered).length) scenario.no_answer = unanswered;
  if (Object.keys(form.active_calls).length) scenario.active_calls = { ...form.active_calls };
  if (Object.keys(form.distribute).length) scenario.distribute = { ...form.distribute };
  return scenario;
}

/** A stored scenario in the form; toggles it does not name keep the diagram's active option. */
export function fromScenario(scenario: CallScenario, diagram: Diagram): ScenarioForm {
  const base = defaultForm(diagram);
  const at = new Date(scenario.at);
  return {
    caller: scenario.caller ?? '',
    dialled: scenario.dialled ?? '',
    at: Number.isNaN(at.getTime()) ? base.at : at,
    keys: (scenario.keys ?? []).join(' '),
    toggles: { ...base.toggles, ...(scenario.toggles ?? {}) },
    queue_full: { ...(scenario.queue_full ?? {}) },
    no_answer: { ...(scenario.no_answer ?? {}) },
    active_calls: { ...(scenario.active_calls ?? {}) },
    distribute: { ...(scenario.distribute ?? {}) },
  };
}

/** The media files and text to speech a block plays when a call passes it. */
export interface Prompts {
  media: number[];
  speech: { text: string; language: string } | null;
}

const ids = (value: unknown): number[] => list(value).filter((id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0);

export function promptsOf(block: Block | undefined): Prompts {
  if (!block) return { media: [], speech: null };
  const data = obj(block.data);
  if (block.type === 'option_menu') return { media: ids(data.prompts), speech: null };
  if (block.type === 'play_media') return { media: ids(data.files), speech: null };
  if (block.type === 'speak' && text(data.text).trim()) return { media: [], speech: { text: text(data.text), language: text(data.language) } };
  return { media: [], speech: null };
}

/** The numbers routed to the flow as the panel knows them: read, still being read, or not readable. */
export type KnownNumbers = readonly RoutedNumber[] | 'loading' | 'failed';

/** The dialled number's help (a locale key): the numbers routed here, none, or nothing said while they are not known. */
export function dialledHelp(numbers: KnownNumbers): string {
  if (numbers === 'loading') return 'test_call.help.dialled_loading';
  return numbers === 'failed' || numbers.length ? 'test_call.help.dialled' : 'test_call.help.dialled_none';
}

import { check, defineBlock } from '../../define.ts';
import { NOT_SET, shown } from '../../summary.ts';
import { entryFor, indexedPorts, intOf, kindReason, labelAt, list, obj, portIndex, text } from '../../read.ts';
import type { BlockData, RouteStep, RuleIssue } from '../../types.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

const reason = (r: string) => kindReason('toggle', r);

const optionsOf = (data: BlockData) =>
  list(data.options).map((o) => ({ label: text(obj(o).label), shortcode: intOf(obj(o).shortcode), active: obj(o).active === true }));

/** The shortcodes a toggle block's options hold (for the diagram's and the account's uniqueness). */
export const toggleShortcodes = (data: BlockData): number[] => optionsOf(data).flatMap((o) => (o.shortcode === null ? [] : [o.shortcode]));

function rules(data: BlockData): RuleIssue[] {
  const options = optionsOf(data);
  const issues: RuleIssue[] = [...check(!options.length, 'one_option')];
  const seen = new Set<number>();
  options.forEach((o, i) => {
    if (!o.label.trim() || o.shortcode === null || o.shortcode < 1 || o.shortcode > 32767) issues.push({ rule: 'labels_shortcodes', params: { option: o.label || i + 1 } });
    else if (seen.has(o.shortcode)) issues.push({ rule: 'shortcodes_unique', params: { shortcode: o.shortcode } });
    if (o.shortcode !== null) seen.add(o.shortcode);
  });
  const active = options.filter((o) => o.active).length;
  return [...issues, ...check(options.length > 0 && active !== 1, 'one_active')];
}

function route(data: BlockData, override: number | undefined): RouteStep {
  const options = optionsOf(data);
  if (override !== undefined && override >= 0 && override < options.length) {
    return { port: `option-${override}`, reason: reason('chosen'), params: { option: options[override].label || override + 1 } };
  }
  const index = options.findIndex((o) => o.active);
  if (index < 0) return { port: null, end: 'dead_end', reason: reason('none_active') };
  return { port: `option-${index}`, reason: reason('active'), params: { option: options[index].label || index + 1 } };
}

/** A switch the caller's organisation flips by shortcode (configuration-areas §3 "Choice/Toggle"). */
export const block = defineBlock({
  type: 'toggle',
  order: 5,
  // Material's ToggleOnRounded icon.
  icon: ["M17 7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h10c2.76 0 5-2.24 5-5s-2.24-5-5-5m0 8c-1.66 0-3-1.34-3-3s1.34-3 3-3 3 1.34 3 3-1.34 3-3 3"],
  schema,
  uiSchema,
  ruleKeys: ['one_option', 'labels_shortcodes', 'shortcodes_unique', 'one_active'],
  shortcodes: toggleShortcodes,
  defaults: () => ({ options: [{ label: '', shortcode: null, active: true }] }),
  ports: (data) => indexedPorts('option', list(data.options).length),
  summary: (data) => {
    const active = list(data.options).map(obj).find((o) => o.active === true);
    return active ? [{ key: 'designer.summary.active', params: { label: shown(active.label) } }] : [NOT_SET];
  },
  portLabel: (data, port) => labelAt(data.options, portIndex(port, 'option')),
  rules,
  route: (data, call) => route(data, entryFor(call.scenario.toggles, call.block)),
});

import { check, defineBlock } from '../../define.ts';
import { NOT_SET, shown } from '../../summary.ts';
import { idsOf, indexedPorts, intOf, kindReason, labelAt, list, obj, portIndex, text } from '../../read.ts';
import type { BlockData, RouteStep, RuleIssue } from '../../types.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

const KEYS = /^[0-9*#]$/;
const reason = (r: string) => kindReason('option_menu', r);

const optionsOf = (data: BlockData) => list(data.options).map((o) => ({ key: text(obj(o).key).trim(), label: text(obj(o).label) }));
const triesOf = (data: BlockData) => intOf(data.max_tries) ?? 3;

function rules(data: BlockData): RuleIssue[] {
  const options = optionsOf(data);
  const issues: RuleIssue[] = [...check(!options.length, 'one_option'), ...check(!idsOf(data.prompts).length, 'one_prompt')];
  const seen = new Set<string>();
  options.forEach(({ key }, i) => {
    if (!KEYS.test(key)) issues.push({ rule: 'option_key', params: { option: i + 1 } });
    else if (seen.has(key)) issues.push({ rule: 'options_unique', params: { key } });
    seen.add(key);
  });
  const tries = intOf(data.max_tries);
  const timeout = intOf(data.timeout);
  return [...issues, ...check(tries === null || tries < 1, 'max_tries'), ...check(timeout === null || timeout < 3, 'timeout')];
}

/**
 * The caller has max_tries tries: each takes the next key press; no key left is a timeout, a
 * key that is no option is invalid. After the last failed try the call leaves by the port of
 * that failure.
 */
function route(data: BlockData, keys: readonly string[]): RouteStep {
  const options = optionsOf(data);
  const tries = Math.max(1, triesOf(data));
  let used = 0;
  for (let attempt = 1; attempt <= tries; attempt++) {
    // Silence: this try and every one left time out.
    if (used >= keys.length) return { port: 'timeout', reason: reason('timeout'), params: { tries }, keysUsed: used };
    const key = keys[used++];
    const index = options.findIndex((o) => o.key === key);
    if (index >= 0) return { port: `option-${index}`, reason: reason('pressed'), params: { key, option: options[index].label || key }, keysUsed: used };
    if (attempt === tries) return { port: 'invalid', reason: reason('invalid'), params: { key, tries }, keysUsed: used };
  }
  return { port: 'timeout', reason: reason('timeout'), params: { tries }, keysUsed: used };
}

/** Plays prompts and routes by the key pressed (configuration-areas §3 "Option Menu"). */
export const block = defineBlock({
  type: 'option_menu',
  order: 1,
  // Material's DialpadRounded icon.
  icon: ["M12 19c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2M6 1c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m12-8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m-6 8c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m6 0c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0-6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m-6 0c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0-6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2"],
  schema,
  uiSchema,
  ruleKeys: ['one_option', 'one_prompt', 'option_key', 'options_unique', 'max_tries', 'timeout'],
  defaults: () => ({ prompts: [], options: [{ key: '1', label: '' }], max_tries: 3, timeout: 5 }),
  ports: (data) => [...indexedPorts('option', optionsOf(data).length), 'timeout', 'invalid'],
  summary: (data) => {
    const keys = list(data.options).map((o) => shown(obj(o).key)).filter(Boolean);
    return keys.length ? [{ key: 'designer.summary.keys', params: { keys: keys.join(' ') } }] : [NOT_SET];
  },
  portLabel: (data, port) => {
    const i = portIndex(port, 'option');
    return labelAt(data.options, i) || labelAt(data.options, i, 'key');
  },
  rules,
  references: (data) => idsOf(data.prompts).map((id) => ({ resource: 'media_file', id })),
  route: (data, call) => route(data, call.keys),
});

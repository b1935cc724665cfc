import { check, defineBlock } from '../../define.ts';
import { count } from '../../summary.ts';
import { entryFor, idsOf, indexedPorts, intOf, kindReason, labelAt, list, obj, portIndex } from '../../read.ts';
import type { BlockData, RouteStep } from '../../types.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

const maxima = (data: BlockData) => list(data.options).map((o) => intOf(obj(o).max_calls));

/** Routes by how busy some extensions are (configuration-areas §3 "Number of Active Calls"). */
export const block = defineBlock({
  type: 'active_calls',
  order: 11,
  // Material's PhoneInTalkRounded icon.
  icon: ["M12.88 5.05c3.18.4 5.67 2.89 6.07 6.07.06.51.49.88.99.88.04 0 .08 0 .12-.01.55-.07.94-.57.87-1.12-.51-4.09-3.72-7.3-7.81-7.81-.55-.06-1.05.33-1.11.88-.07.55.32 1.05.87 1.11zm.38 2.11c-.53-.14-1.08.18-1.22.72s.18 1.08.72 1.22c1.05.27 1.87 1.09 2.15 2.15.12.45.52.75.97.75.08 0 .17-.01.25-.03.53-.14.85-.69.72-1.22-.47-1.77-1.84-3.14-3.59-3.59zm5.97 8.1-2.54-.29c-.61-.07-1.21.14-1.64.57l-1.84 1.84c-2.83-1.44-5.15-3.75-6.59-6.59l1.85-1.85c.43-.43.64-1.03.57-1.64l-.29-2.52c-.12-1.01-.97-1.77-1.99-1.77H5.03c-1.13 0-2.07.94-2 2.07.53 8.54 7.36 15.36 15.89 15.89 1.13.07 2.07-.87 2.07-2v-1.73c.01-1.01-.75-1.86-1.76-1.98z"],
  schema,
  uiSchema,
  ruleKeys: ['one_extension', 'one_option', 'max_calls'],
  defaults: () => ({ extensions: [], options: [{ label: '', max_calls: 0 }] }),
  ports: (data) => [...indexedPorts('option', list(data.options).length), 'otherwise'],
  summary: (data) => [count('extensions', list(data.extensions).length)],
  portLabel: (data, port) => labelAt(data.options, portIndex(port, 'option')),
  rules: (data) => [
    ...check(!idsOf(data.extensions).length, 'one_extension'),
    ...check(!list(data.options).length, 'one_option'),
    ...check(maxima(data).some((m) => m === null || m < 0), 'max_calls'),
  ],
  references: (data) => idsOf(data.extensions).map((id) => ({ resource: 'extension', id })),
  route: (data, call): RouteStep => {
    const counted = Number(entryFor(call.scenario.active_calls, call.block) ?? 0);
    const calls = Number.isFinite(counted) ? Math.max(0, counted) : 0;
    const index = maxima(data).findIndex((m) => m !== null && calls <= m);
    if (index < 0) return { port: 'otherwise', reason: kindReason('active_calls', 'otherwise'), params: { calls } };
    return { port: `option-${index}`, reason: kindReason('active_calls', 'within'), params: { calls, max: maxima(data)[index]!, option: labelAt(data.options, index) || index + 1 } };
  },
});

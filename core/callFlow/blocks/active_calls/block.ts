import { check, defineBlock } from '../../define.ts';
import { entryFor, idsOf, indexedPorts, intOf, kindReason, labelAt, list, obj, portIndex } from '../../read.ts';
import type { BlockData, RouteStep } from '../../types.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

const maxima = (data: BlockData) => list(data.options).map((o) => intOf(obj(o).max_calls));

/** Routes by how busy some extensions are (configuration-areas §3 "Number of Active Calls"). */
export const block = defineBlock({
  type: 'active_calls',
  order: 11,
  icon: 'activeCalls',
  schema,
  uiSchema,
  ruleKeys: ['one_extension', 'one_option', 'max_calls'],
  defaults: () => ({ extensions: [], options: [{ label: '', max_calls: 0 }] }),
  ports: (data) => [...indexedPorts('option', list(data.options).length), 'otherwise'],
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

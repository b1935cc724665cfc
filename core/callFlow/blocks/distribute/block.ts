import { check, defineBlock } from '../../define.ts';
import { NOT_SET, count, shown } from '../../summary.ts';
import { entryFor, indexedPorts, intOf, kindReason } from '../../read.ts';
import type { BlockData } from '../../types.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

/** The number of routes when it is a usable one (2..10), else null. */
const routesOf = (data: BlockData): number | null => {
  const n = intOf(data.routes);
  return n !== null && n >= 2 && n <= 10 ? n : null;
};

/** Spreads calls over its routes (configuration-areas §3 "Distribute Call"). */
export const block = defineBlock({
  type: 'distribute',
  order: 9,
  // Material's CallSplitRounded icon.
  icon: ["m14.85 4.85 1.44 1.44-2.88 2.88 1.42 1.42 2.88-2.88 1.44 1.44c.31.31.85.09.85-.36V4.5c0-.28-.22-.5-.5-.5h-4.29c-.45 0-.67.54-.36.85M8.79 4H4.5c-.28 0-.5.22-.5.5v4.29c0 .45.54.67.85.35L6.29 7.7 11 12.4V19c0 .55.45 1 1 1s1-.45 1-1v-7c0-.26-.11-.52-.29-.71l-5-5.01 1.44-1.44c.31-.3.09-.84-.36-.84"],
  schema,
  uiSchema,
  ruleKeys: ['routes_set'],
  defaults: () => ({ routes: 2, method: 'round_robin' }),
  ports: (data) => indexedPorts('route', routesOf(data) ?? 0),
  summary: (data) =>
    data.routes ? [count('routes', Number(data.routes)), { key: `blocks.kinds.distribute.values.method.${shown(data.method) || 'round_robin'}` }] : [NOT_SET],
  rules: (data) => check(routesOf(data) === null, 'routes_set'),
  // Which route a real call takes depends on the calls before it: the tester picks it (route 1 by default).
  route: (data, call) => {
    const n = routesOf(data);
    if (n === null) return { port: null, end: 'dead_end', reason: kindReason('distribute', 'no_routes') };
    const chosen = entryFor(call.scenario.distribute, call.block);
    const index = chosen !== undefined && Number.isInteger(chosen) && chosen >= 0 && chosen < n ? chosen : 0;
    return { port: `route-${index}`, reason: kindReason('distribute', data.method === 'random' ? 'random' : 'round_robin'), params: { route: index + 1, routes: n } };
  },
});

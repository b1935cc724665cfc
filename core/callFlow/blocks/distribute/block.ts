import { check, defineBlock } from '../../define.ts';
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
  icon: 'distribute',
  schema,
  uiSchema,
  ruleKeys: ['routes_set'],
  defaults: () => ({ routes: 2, method: 'round_robin' }),
  ports: (data) => indexedPorts('route', routesOf(data) ?? 0),
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

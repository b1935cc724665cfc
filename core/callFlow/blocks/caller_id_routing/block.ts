import { check, defineBlock } from '../../define.ts';
import { routesSummary } from '../../summary.ts';
import { isValidNumber, normaliseNumber } from '../../phone.ts';
import { idOf, indexedPorts, kindReason, labelAt, list, obj, portIndex, text } from '../../read.ts';
import type { BlockData, CallState, RouteStep, RuleIssue, TraceContext } from '../../types.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

const reason = (r: string) => kindReason('caller_id_routing', r);

const routesOf = (data: BlockData) =>
  list(data.routes).map((r) => ({
    label: text(obj(r).label),
    matches: list(obj(r).matches).map((m) => ({ type: text(obj(m).type), value: obj(m).value })),
  }));

function rules(data: BlockData): RuleIssue[] {
  const routes = routesOf(data);
  const issues: RuleIssue[] = [...check(!routes.length, 'one_route')];
  routes.forEach((route, i) => {
    const name = route.label || i + 1;
    if (!route.matches.length) issues.push({ rule: 'matches_set', params: { route: name } });
    for (const match of route.matches) {
      if (match.type === 'number' && typeof match.value === 'string' && match.value.trim()) {
        if (!isValidNumber(match.value)) issues.push({ rule: 'numbers_valid', params: { number: match.value } });
      } else if (!(match.type === 'contact' && idOf(match.value) !== null)) {
        issues.push({ rule: 'matches_set', params: { route: name } });
      }
    }
  });
  return issues;
}

function route(data: BlockData, call: CallState, ctx: TraceContext): RouteStep {
  const caller = call.caller;
  const routes = routesOf(data);
  for (let i = 0; i < routes.length; i++) {
    for (const match of routes[i].matches) {
      const number =
        match.type === 'number' && typeof match.value === 'string'
          ? normaliseNumber(match.value)
          : match.type === 'contact' && idOf(match.value) !== null
            ? normaliseNumber(ctx.contacts?.[idOf(match.value)!] ?? '')
            : '';
      if (number && number === caller) {
        return { port: `route-${i}`, reason: reason(match.type === 'contact' ? 'contact' : 'number'), params: { caller, route: labelAt(data.routes, i) || i + 1 } };
      }
    }
  }
  return { port: 'no_match', reason: reason('no_match'), params: { caller } };
}

/** Routes by the calling number (configuration-areas §3 "Caller ID Routing"). */
export const block = defineBlock({
  type: 'caller_id_routing',
  order: 10,
  // Material's ContactPhoneRounded icon.
  icon: ["M22 3H2C.9 3 0 3.9 0 5v14c0 1.1.9 2 2 2h20c1.1 0 1.99-.9 1.99-2L24 5c0-1.1-.9-2-2-2M8 6c1.66 0 3 1.34 3 3s-1.34 3-3 3-3-1.34-3-3 1.34-3 3-3m6 12H2v-1c0-2 4-3.1 6-3.1s6 1.1 6 3.1zm3.85-4h1.39c.16 0 .3.07.4.2l1.1 1.45c.15.2.13.48-.05.65l-1.36 1.36c-.18.18-.48.2-.67.04a7.557 7.557 0 0 1-2.38-3.71c-.18-.63-.28-1.3-.28-1.99s.1-1.36.28-2c.41-1.47 1.25-2.75 2.38-3.71.2-.17.49-.14.67.04l1.36 1.36c.18.18.2.46.05.65l-1.1 1.45c-.09.13-.24.2-.4.2h-1.39c-.22.63-.35 1.3-.35 2s.13 1.38.35 2.01"],
  schema,
  uiSchema,
  ruleKeys: ['one_route', 'matches_set', 'numbers_valid'],
  defaults: () => ({ routes: [{ label: '', matches: [] }] }),
  ports: (data) => [...indexedPorts('route', list(data.routes).length), 'no_match'],
  summary: routesSummary,
  portLabel: (data, port) => labelAt(data.routes, portIndex(port, 'route')),
  rules,
  references: (data) =>
    routesOf(data).flatMap((r) => r.matches.flatMap((m) => (m.type === 'contact' && idOf(m.value) !== null ? [{ resource: 'phonebook_contact', id: idOf(m.value)! }] : []))),
  route,
});

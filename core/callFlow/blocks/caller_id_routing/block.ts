import { check, defineBlock } from '../../define.ts';
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
  icon: 'callerId',
  schema,
  uiSchema,
  ruleKeys: ['one_route', 'matches_set', 'numbers_valid'],
  defaults: () => ({ routes: [{ label: '', matches: [] }] }),
  ports: (data) => [...indexedPorts('route', list(data.routes).length), 'no_match'],
  portLabel: (data, port) => labelAt(data.routes, portIndex(port, 'route')),
  rules,
  references: (data) =>
    routesOf(data).flatMap((r) => r.matches.flatMap((m) => (m.type === 'contact' && idOf(m.value) !== null ? [{ resource: 'phonebook_contact', id: idOf(m.value)! }] : []))),
  route,
});

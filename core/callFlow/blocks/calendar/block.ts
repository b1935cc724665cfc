import { check, defineBlock } from '../../define.ts';
import { routesSummary } from '../../summary.ts';
import { idOf, indexedPorts, kindReason, labelAt, list, obj, portIndex, text } from '../../read.ts';
import { isIsoDate, isTimeZone, localTime, localZone } from '../../time.ts';
import type { BlockData, RouteStep, RuleIssue, TraceContext } from '../../types.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

interface Period {
  from: string;
  to: string;
}

const reason = (r: string) => kindReason('calendar', r);

const routesOf = (data: BlockData) =>
  list(data.routes).map((r) => ({
    label: text(obj(r).label),
    dates: list(obj(r).dates).map((d): Period => ({ from: text(obj(d).from), to: text(obj(d).to) })),
  }));

/** A period holds a date when from <= date <= to (to left empty: the one day). ISO dates compare as text. */
const within = (date: string, from: string, to: string | null | undefined) => from <= date && date <= (to || from);

function rules(data: BlockData): RuleIssue[] {
  const routes = routesOf(data);
  const issues: RuleIssue[] = [...check(!isTimeZone(data.timezone), 'timezone'), ...check(!routes.length, 'one_route')];
  routes.forEach((route, i) => {
    const bad = !route.dates.length || route.dates.some((p) => !isIsoDate(p.from) || !isIsoDate(p.to) || p.to < p.from);
    if (bad) issues.push({ rule: 'dates_set', params: { route: route.label || i + 1 } });
  });
  return issues;
}

function route(data: BlockData, at: Date, ctx: TraceContext): RouteStep {
  const zone = isTimeZone(data.timezone) ? data.timezone : 'UTC';
  const { date } = localTime(at, zone);
  const params = { date, timezone: zone };
  const index = routesOf(data).findIndex((r) => r.dates.some((p) => within(date, p.from, p.to)));
  if (index >= 0) return { port: `route-${index}`, reason: reason('date_route'), params: { ...params, route: labelAt(data.routes, index) || index + 1 } };
  const schedule = idOf(data.time_schedule);
  if (schedule !== null && (ctx.closedDates?.[schedule] ?? []).some((p) => within(date, p.from, p.to))) {
    return { port: 'closed_dates', reason: reason('closed_date'), params };
  }
  return { port: 'otherwise', reason: reason('otherwise'), params };
}

/** Special dates (holidays, events) in its timezone (configuration-areas §3 "Calendar"). */
export const block = defineBlock({
  type: 'calendar',
  order: 3,
  // Material's EventRounded icon.
  icon: ["M16 13h-3c-.55 0-1 .45-1 1v3c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-3c0-.55-.45-1-1-1m0-10v1H8V3c0-.55-.45-1-1-1s-1 .45-1 1v1H5c-1.11 0-1.99.9-1.99 2L3 20c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2h-1V3c0-.55-.45-1-1-1s-1 .45-1 1m2 17H6c-.55 0-1-.45-1-1V9h14v10c0 .55-.45 1-1 1"],
  schema,
  uiSchema,
  ruleKeys: ['timezone', 'one_route', 'dates_set'],
  defaults: () => ({ timezone: localZone(), routes: [{ label: '', dates: [] }], time_schedule: null }),
  ports: (data) => [...indexedPorts('route', list(data.routes).length), ...(idOf(data.time_schedule) !== null ? ['closed_dates'] : []), 'otherwise'],
  summary: routesSummary,
  portLabel: (data, port) => labelAt(data.routes, portIndex(port, 'route')),
  rules,
  references: (data) => {
    const id = idOf(data.time_schedule);
    return id === null ? [] : [{ resource: 'time_schedule', id }];
  },
  route: (data, call, ctx) => route(data, call.at, ctx),
});

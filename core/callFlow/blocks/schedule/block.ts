import { check, defineBlock } from '../../define.ts';
import { indexedPorts, kindReason, labelAt, list, obj, portIndex, text } from '../../read.ts';
import { WEEKDAYS, dayBefore, isTimeZone, localTime, localZone, minutesOf, type Weekday } from '../../time.ts';
import type { BlockData, RouteStep, RuleIssue } from '../../types.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

interface ScheduleRoute {
  label: string;
  weekdays: Weekday[];
  from: number | null;
  to: number | null;
}

const DAYS = new Set<string>(WEEKDAYS);
const reason = (r: string) => kindReason('schedule', r);

const routesOf = (data: BlockData): ScheduleRoute[] =>
  list(data.routes).map((r) => {
    const route = obj(r);
    return {
      label: text(route.label),
      weekdays: list(route.weekdays).filter((d): d is Weekday => typeof d === 'string' && DAYS.has(d)),
      from: minutesOf(route.from),
      to: minutesOf(route.to),
    };
  });

/** Whether the route holds a local weekday and minute; a route whose end is not after its start runs past midnight. */
export function holds(route: ScheduleRoute, day: Weekday, minutes: number): boolean {
  if (route.from === null || route.to === null) return false;
  if (route.from < route.to) return route.weekdays.includes(day) && minutes >= route.from && minutes < route.to;
  return (route.weekdays.includes(day) && minutes >= route.from) || (route.weekdays.includes(dayBefore(day)) && minutes < route.to);
}

function rules(data: BlockData): RuleIssue[] {
  const routes = routesOf(data);
  const issues: RuleIssue[] = [...check(!isTimeZone(data.timezone), 'timezone'), ...check(!routes.length, 'one_route')];
  routes.forEach((route, i) => {
    if (!route.weekdays.length) issues.push({ rule: 'weekday', params: { route: route.label || i + 1 } });
    if (route.from === null || route.to === null || route.from === route.to || route.from === 1440) issues.push({ rule: 'times', params: { route: route.label || i + 1 } });
  });
  return issues;
}

function route(data: BlockData, at: Date): RouteStep {
  const zone = isTimeZone(data.timezone) ? data.timezone : 'UTC';
  const local = localTime(at, zone);
  const params = { time: local.time, date: local.date, timezone: zone };
  const index = routesOf(data).findIndex((r) => holds(r, local.weekday, local.minutes));
  if (index < 0) return { port: 'closed', reason: reason('closed'), params };
  return { port: `route-${index}`, reason: reason('open'), params: { ...params, route: labelAt(data.routes, index) || index + 1 } };
}

/** Opening hours by weekday and time in its timezone (configuration-areas §3 "Schedule"). */
export const block = defineBlock({
  type: 'schedule',
  order: 4,
  icon: 'schedule',
  schema,
  uiSchema,
  ruleKeys: ['timezone', 'one_route', 'weekday', 'times'],
  defaults: () => ({ timezone: localZone(), routes: [{ label: '', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '09:00', to: '17:00' }] }),
  ports: (data) => [...indexedPorts('route', list(data.routes).length), 'closed'],
  portLabel: (data, port) => labelAt(data.routes, portIndex(port, 'route')),
  rules,
  route: (data, call) => route(data, call.at),
});

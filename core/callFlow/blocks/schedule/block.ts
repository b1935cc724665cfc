import { check, defineBlock } from '../../define.ts';
import { routesSummary } from '../../summary.ts';
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
    // The form marks a route's label required (its schema): the rules refuse it empty too (issue 27).
    if (!route.label.trim()) issues.push({ rule: 'label', params: { route: i + 1 } });
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
  // Material's ScheduleRounded icon.
  icon: ["M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m-.22-13h-.06c-.4 0-.72.32-.72.72v4.72c0 .35.18.68.49.86l4.15 2.49c.34.2.78.1.98-.24.21-.34.1-.79-.25-.99l-3.87-2.3V7.72c0-.4-.32-.72-.72-.72"],
  schema,
  uiSchema,
  ruleKeys: ['timezone', 'one_route', 'label', 'weekday', 'times'],
  defaults: () => ({ timezone: localZone(), routes: [{ label: '', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '09:00', to: '17:00' }] }),
  ports: (data) => [...indexedPorts('route', list(data.routes).length), 'closed'],
  summary: routesSummary,
  portLabel: (data, port) => labelAt(data.routes, portIndex(port, 'route')),
  rules,
  route: (data, call) => route(data, call.at),
});

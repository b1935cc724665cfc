import { beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf } from './helpers/records.ts';
import { expectDocumented } from './helpers/document.ts';
import { insertCall } from '../../server/ingest/insertCall.ts';
import type { IngestCall } from '../../server/ingest/callRecord.ts';
import { periodBounds, PERIODS } from '../../server/areas/statistics/periods.ts';
import { statisticsOf } from '../../server/areas/statistics/query.ts';

const URL = '/api/v1/statistics/';
const ZONE = 'Europe/Brussels';
// The Monday after the spring change (Sunday 29 March 2026, 02:00 → 03:00 in Brussels), at 12:00 local.
const NOW = new Date('2026-03-30T10:00:00Z');

/** A call of the known history: when (UTC), which way, how it ended, how long it rang and talked. */
function call(id: string, start: string, direction: IngestCall['direction'], talk: number, ring: number, more: Partial<IngestCall> & { queue?: string } = {}): IngestCall {
  const { queue, ...rest } = more;
  const legs = queue ? [{ at: start, step: 'queued' as const, party: queue }] : [];
  return {
    call_id: id, start, direction, caller: '+3225021234', callee: '+3225880100', status: talk > 0 ? 'answered' : 'unanswered',
    duration: ring + talk, billsec: talk, extensions: [201], legs, ...rest,
  };
}

/** Six calls; the figures below are worked out by hand from them. */
const HISTORY: IngestCall[] = [
  // Today (Monday 30 March, local): 09:05 and 09:40 local (07:05, 07:40 UTC), 11:00 local.
  call('t1', '2026-03-30T07:05:00Z', 'inbound', 120, 10, { queue: 'Reception' }),
  call('t2', '2026-03-30T07:40:00Z', 'inbound', 0, 30, { queue: 'Reception' }),
  call('t3', '2026-03-30T09:00:00Z', 'outbound', 60, 5, { extensions: [202] }),
  // Sunday 29 March at 00:30 local (23:30 UTC on the 28th, before the change: UTC+1).
  call('s1', '2026-03-28T23:30:00Z', 'inbound', 300, 25, { queue: 'Sales' }),
  // Saturday 28 March at 23:30 local (22:30 UTC): yesterday's yesterday.
  call('s0', '2026-03-28T22:30:00Z', 'internal', 40, 2, { extensions: [201, 202] }),
  // Monday 23 March 10:00 local (09:00 UTC): last week.
  call('w1', '2026-03-23T09:00:00Z', 'inbound', 0, 12, { status: 'busy' }),
];

describe.each(databases())('statistics on $name', (kind) => {
  const harness = useSeededApp(kind);
  let group: number;
  let tokens: Awaited<ReturnType<typeof demoOf>>['tokens'];
  let acme: number;
  let blue: number;

  beforeAll(async () => {
    const demo = await demoOf(harness);
    ({ tokens } = demo);
    ({ acme, blueHarbor: blue } = demo.groups);
    const rows = await harness.db.query<{ id: number }>(
      `INSERT INTO groups (description, allowed_origination_countries, permissions) VALUES ('Statistics test', '{BE}', '{statistic,statistics}') RETURNING id`,
    );
    group = rows[0].id;
    for (const c of HISTORY) await insertCall(harness.db, group, null, c);
  });

  const figures = (period: (typeof PERIODS)[number], filter = {}) => statisticsOf(harness.db, { groupId: group }, filter, period, ZONE, NOW);

  it('counts local days across the daylight-saving change: the last 7 days are 167 hours', async () => {
    const week = await periodBounds(harness.db, 'last_7_days', ZONE, NOW);
    expect(week.from.toISOString()).toBe('2026-03-23T23:00:00.000Z');
    expect(week.to.toISOString()).toBe('2026-03-30T22:00:00.000Z');
    const yesterday = await periodBounds(harness.db, 'yesterday', ZONE, NOW);
    // Sunday 29 March local: 23 hours long.
    expect(yesterday).toEqual({ from: new Date('2026-03-28T23:00:00Z'), to: new Date('2026-03-29T22:00:00Z') });
    expect(await periodBounds(harness.db, 'this_week', ZONE, NOW)).toEqual({ from: new Date('2026-03-29T22:00:00Z'), to: new Date('2026-04-05T22:00:00Z') });
    expect(await periodBounds(harness.db, 'last_quarter', ZONE, NOW)).toEqual({ from: new Date('2025-09-30T22:00:00Z'), to: new Date('2025-12-31T23:00:00Z') });
    expect(await periodBounds(harness.db, 'last_year', ZONE, NOW)).toEqual({ from: new Date('2024-12-31T23:00:00Z'), to: new Date('2025-12-31T23:00:00Z') });
    expect(await periodBounds(harness.db, 'year_to_date', ZONE, NOW)).toEqual({ from: new Date('2025-12-31T23:00:00Z'), to: new Date('2026-03-30T22:00:00Z') });
    expect(await periodBounds(harness.db, 'this_quarter', ZONE, NOW)).toEqual({ from: new Date('2025-12-31T23:00:00Z'), to: new Date('2026-03-31T22:00:00Z') });
    expect(await periodBounds(harness.db, 'last_24_hours', ZONE, NOW)).toEqual({ from: new Date('2026-03-29T10:00:00Z'), to: NOW });
  });

  it('aggregates today exactly: totals, hours, extensions, queues and the busiest hours', async () => {
    const today = await figures('today');
    expect(today.totals).toEqual({
      calls: 3, answered: 2, missed: 1, inbound: 2, outbound: 1, internal: 0,
      avg_talk: 90, longest_talk: 120, avg_wait: 20, longest_wait: 30, waited_over_20: 1,
    });
    expect(today.bucket).toBe('hour');
    expect(today.over_time).toHaveLength(24);
    expect(today.over_time.filter((s) => s.answered + s.missed > 0)).toEqual([
      { start: '2026-03-30T09:00', answered: 1, missed: 1 },
      { start: '2026-03-30T11:00', answered: 1, missed: 0 },
    ]);
    expect(today.per_extension.map((e) => [e.extension, e.calls, e.answered, e.missed])).toEqual([[201, 2, 1, 1], [202, 1, 1, 0]]);
    expect(today.per_queue).toEqual([{ queue: 'Reception', calls: 2, answered: 1, missed: 1, avg_talk: 120, longest_talk: 120, avg_wait: 20, longest_wait: 30, waited_over_20: 1 }]);
    expect(today.busiest_hours).toEqual([{ weekday: 1, hour: 9, calls: 2 }, { weekday: 1, hour: 11, calls: 1 }]);
    // Every direction in the page's order, one without calls as zeros (the pie's slices).
    expect(today.per_direction).toEqual([
      { direction: 'inbound', calls: 2, answered: 1, missed: 1 },
      { direction: 'outbound', calls: 1, answered: 1, missed: 0 },
      { direction: 'internal', calls: 0, answered: 0, missed: 0 },
    ]);
  });

  it('puts a call in its local day and hour: yesterday (23 hours long) holds the call of 00:30 only', async () => {
    const yesterday = await figures('yesterday');
    expect(yesterday.totals.calls).toBe(1);
    expect(yesterday.over_time.find((s) => s.answered)).toEqual({ start: '2026-03-29T00:00', answered: 1, missed: 0 });
    expect(yesterday.busiest_hours).toEqual([{ weekday: 7, hour: 0, calls: 1 }]);
    const week = await figures('last_7_days');
    expect(week.totals.calls).toBe(5);
    expect(week.over_time.map((s) => s.start)).toEqual(['2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30'].map((d) => `${d}T00:00`));
    expect(week.over_time.map((s) => s.answered + s.missed)).toEqual([0, 0, 0, 0, 1, 1, 3]);
    expect((await figures('last_14_days')).totals).toMatchObject({ calls: 6, missed: 2 });
  });

  it('filters by extension, queue and direction', async () => {
    expect((await figures('last_14_days', { extension: 202 })).totals).toMatchObject({ calls: 2, outbound: 1, internal: 1 });
    expect((await figures('last_14_days', { queue: 'Sales' })).totals).toMatchObject({ calls: 1, avg_wait: 25 });
    expect((await figures('last_14_days', { direction: 'inbound' })).totals).toMatchObject({ calls: 4, answered: 2, missed: 2, longest_wait: 30 });
  });

  it('answers the group’s figures to its administrator, as documented, in the group’s zone', async () => {
    const res = await harness.get(`${URL}?period=last_30_days`, { token: tokens.admin });
    expect(res.statusCode, res.body).toBe(200);
    expectDocumented('GET', URL, 200, res.json());
    const body = res.json<{ time_zone: string; totals: { calls: number }; from: string; to: string }>();
    expect(body.time_zone).toBe(ZONE);
    const [{ n }] = await harness.db.query<{ n: number }>('SELECT count(*)::int AS n FROM res_cdr WHERE group_id = $1 AND started_at >= $2 AND started_at < $3', [acme, body.from, body.to]);
    expect(body.totals.calls).toBe(n);
    expect(n).toBeGreaterThan(0);
  });

  it('counts a plain user’s own extension’s calls only', async () => {
    const all = (await harness.get(`${URL}?period=last_30_days`, { token: tokens.admin })).json<{ totals: { calls: number } }>();
    const res = await harness.get(`${URL}?period=last_30_days`, { token: tokens.user });
    expect(res.statusCode, res.body).toBe(200);
    const own = res.json<{ from: string; to: string; totals: { calls: number }; per_extension: { extension: number }[] }>();
    expect(own.totals.calls).toBeLessThan(all.totals.calls);
    const [{ number }] = await harness.db.query<{ number: number }>(
      `SELECT (x.data ->> 'extension')::int AS number FROM users u JOIN res_extension x ON x.id = u.extension_id WHERE u.username = 'user'`,
    );
    const [{ n }] = await harness.db.query<{ n: number }>(
      // The period the answer names (30 local days): the demo's calls span about that, so a wider window counted more after local midnight.
      `SELECT count(*)::int AS n FROM res_cdr WHERE group_id = $1 AND extensions @> ARRAY[$2::int] AND started_at >= $3 AND started_at < $4`,
      [acme, number, own.from, own.to],
    );
    expect(own.totals.calls).toBe(n);
  });

  it('refuses a group without the statistic permission (403), another group’s claim, and bad input (400)', async () => {
    const reseller = await harness.get(URL, { token: tokens.reseller });
    expect(reseller.statusCode).toBe(403);
    const other = await harness.get(URL, { token: tokens.reseller, group: blue });
    expect(other.statusCode).toBe(403);
    const foreign = await harness.get(URL, { token: tokens.admin, group: blue });
    expect([403, 404]).toContain(foreign.statusCode);
    for (const query of ['period=forever', 'extension=abc', 'extension=99999', 'direction=sideways', `queue=${'x'.repeat(101)}`]) {
      const res = await harness.get(`${URL}?${query}`, { token: tokens.admin });
      expect(res.statusCode, query).toBe(400);
    }
    // Numbers Ajv's coercion reads as Infinity, past the maximum it then skips (a 500 before).
    for (const query of ['extension=Infinity', 'extension=-Infinity', 'extension=1e400']) {
      const res = await harness.get(`${URL}?${query}`, { token: tokens.admin });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ extension: [serverText('invalid')] });
    }
    expect((await harness.get(URL)).statusCode).toBe(401);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf } from './helpers/records.ts';
import { expectDocumented } from './helpers/document.ts';
import { insertCall } from '../../server/ingest/insertCall.ts';
import type { IngestCall } from '../../server/ingest/callRecord.ts';
import { statisticsOf } from '../../server/areas/statistics/query.ts';
import { workingHoursOf } from '../../server/areas/statistics/workingHours.ts';

const URL = '/api/v1/statistics/';
const ZONE = 'Europe/Brussels';
// Wednesday 1 April 2026, 12:00 in Brussels: the last 14 days hold the spring change (Sunday 29 March, 02:00 → 03:00).
const NOW = new Date('2026-04-01T10:00:00Z');

/** An inbound call, unanswered unless told otherwise. */
const call = (id: string, start: string, more: Partial<IngestCall> = {}): IngestCall => ({
  call_id: id, start, direction: 'inbound', caller: '+3225021234', callee: '+3225880100', status: 'unanswered',
  duration: 25, billsec: 0, extensions: [201], legs: [], ...more,
});

/**
 * Opening hours Monday to Friday 09:00–17:00 in Brussels, closed for lunch 12:00–13:00 and on
 * Tuesday 31 March. Each call's local time is worked out by hand: before the change Brussels is
 * UTC+1, after it UTC+2, so several calls fall on the other side if the offset were wrong.
 */
const HISTORY: IngestCall[] = [
  call('fri-0830', '2026-03-27T07:30:00Z'), // 08:30: off (09:30 at UTC+2)
  call('fri-0930', '2026-03-27T08:30:00Z'), // 09:30: in
  call('sun-1000', '2026-03-29T08:00:00Z'), // Sunday: off
  call('mon-0930', '2026-03-30T07:30:00Z'), // 09:30: in (08:30 at UTC+1)
  call('mon-1730', '2026-03-30T15:30:00Z'), // 17:30: off (16:30 at UTC+1)
  call('mon-1230', '2026-03-30T10:30:00Z'), // 12:30: off, the lunch break
  call('mon-1100', '2026-03-30T09:00:00Z', { status: 'busy' }), // 11:00: in; busy is unanswered too
  call('tue-1000', '2026-03-31T08:00:00Z'), // a closed date: off
  call('mon-answered', '2026-03-30T08:00:00Z', { status: 'answered', billsec: 60, duration: 70 }), // answered: neither
  call('mon-outbound', '2026-03-30T08:00:00Z', { direction: 'outbound', extensions: [202] }), // outbound: neither
];

const OFFICE = {
  description: 'Office', timezone: ZONE,
  ranges: ['mon', 'tue', 'wed', 'thu', 'fri'].flatMap((weekday) => [
    { weekday, open: '09:00', close: '17:00', state: 'open' },
    { weekday, open: '12:00', close: '13:00', state: 'closed' },
  ]),
  closed_dates: [{ from: '2026-03-31', label: 'Closed for the move' }],
};

describe.each(databases())('statistics: unanswered in and off working hours on $name', (kind) => {
  const harness = useSeededApp(kind);
  let group: number;
  let tokens: Awaited<ReturnType<typeof demoOf>>['tokens'];
  let acme: number;

  const insert = async (table: string, data: object) =>
    (await harness.db.query<{ id: number }>(`INSERT INTO ${table} (group_id, data) VALUES ($1, $2::jsonb) RETURNING id`, [group, JSON.stringify(data)]))[0].id;

  beforeAll(async () => {
    const demo = await demoOf(harness);
    ({ tokens } = demo);
    acme = demo.groups.acme;
    [{ id: group }] = await harness.db.query<{ id: number }>(
      `INSERT INTO groups (description, allowed_origination_countries, permissions) VALUES ('Working hours test', '{BE}', '{statistic,statistics}') RETURNING id`,
    );
    for (const c of HISTORY) await insertCall(harness.db, group, null, c);
  });

  const figures = async (filter = {}) => statisticsOf(harness.db, { groupId: group }, filter, 'last_14_days', ZONE, NOW, await workingHoursOf(harness.db, group));

  it('counts every unanswered call in working hours while the group keeps no time schedule', async () => {
    expect(await workingHoursOf(harness.db, group)).toBeNull();
    expect((await figures()).unanswered).toEqual({ working_hours: 8, off_hours: 0, schedule: null });
  });

  it('reads the schedule its number’s call flow uses, over its oldest one, in its zone across the change', async () => {
    const open247 = await insert('res_time_schedule', { description: 'Always', timezone: ZONE, ranges: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((weekday) => ({ weekday, open: '00:00', close: '23:59:59' })), closed_dates: [] });
    // No number's flow names a schedule yet: the oldest one, open all week.
    expect((await figures()).unanswered).toEqual({ working_hours: 8, off_hours: 0, schedule: { id: open247, description: 'Always' } });

    const office = await insert('res_time_schedule', OFFICE);
    const flow = await insert('res_call_flow', { description: 'Main line', references: [{ time_schedule: office }] });
    await insert('res_did_routing', { did: `+32${group}0000001`, call_flow: flow });
    const week = await figures();
    expect(week.unanswered).toEqual({ working_hours: 3, off_hours: 5, schedule: { id: office, description: 'Office' } });
    // The split is of unanswered inbound calls only: the missed total also holds the outbound one.
    expect(week.totals).toMatchObject({ missed: 9, inbound: 9, outbound: 1 });
    // Filters narrow it as they narrow every figure.
    expect((await figures({ direction: 'outbound' })).unanswered).toMatchObject({ working_hours: 0, off_hours: 0 });
    expect((await figures({ extension: 202 })).unanswered).toMatchObject({ working_hours: 0, off_hours: 0 });
  });

  it('answers the figures of the asking group only, as documented', async () => {
    const res = await harness.get(`${URL}?period=last_30_days`, { token: tokens.admin });
    expect(res.statusCode, res.body).toBe(200);
    expectDocumented('GET', URL, 200, res.json());
    const body = res.json<{ from: string; to: string; unanswered: { working_hours: number; off_hours: number; schedule: { id: number } | null } }>();
    // Acme's own schedule (its numbers' flows use its office hours), never the test group's.
    const [{ owner }] = await harness.db.query<{ owner: number }>('SELECT group_id AS owner FROM res_time_schedule WHERE id = $1', [body.unanswered.schedule!.id]);
    expect(owner).toBe(acme);
    const [{ n }] = await harness.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM res_cdr WHERE group_id = $1 AND direction = 'inbound' AND status <> 'answered' AND started_at >= $2 AND started_at < $3`,
      [acme, body.from, body.to],
    );
    expect(body.unanswered.working_hours + body.unanswered.off_hours).toBe(n);
    expect(body.unanswered.off_hours).toBeGreaterThan(0);
  });
});

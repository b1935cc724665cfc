import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './helpers/harness.ts';
import type { TestDatabase } from './helpers/databases.ts';
import { insertCall } from '../../server/ingest/insertCall.ts';
import { PERIODS, type Period } from '../../server/areas/statistics/periods.ts';
import { statisticsOf, type StatisticsFilter } from '../../server/areas/statistics/query.ts';
import { workingHoursOf } from '../../server/areas/statistics/workingHours.ts';
import type { CallScope } from '../../server/areas/cdr/query.ts';

/**
 * The rollup (migration 0028, rollupQuery.ts) answers exactly what the calls themselves answer
 * (rawQuery.ts, the reference): every period, filter and reader, across both daylight-saving
 * changes of Brussels, in two groups, with calls stored in bulk, one by one, then deleted and
 * changed, and the unanswered calls split by schedules with partly open hours in two zones.
 */
const ZONE = 'Europe/Brussels';
// Monday 26 October 2026, 10:17:23.456 in Brussels, the day after the autumn change: the last 24
// hours are not on an hour, the last 7 days hold the change, the year to date the spring one too.
const NOW = new Date('2026-10-26T09:17:23.456Z');

/**
 * Calls in one INSERT over generate_series: from January 2025 to the days before now every 6 h 36 min 37 s, then every
 * 7 min 11 s over the three days around the change and now; each way, outcome, extensions
 * (none, one, two), queue (none, Reception, Sales) and length spread by other moduli, some with
 * an unknown billsec, some on the hour exactly.
 */
const BULK = `
  INSERT INTO res_cdr (group_id, data, call_id, started_at, direction, status, duration, billsec, extensions)
  SELECT $1, CASE g % 6 WHEN 0 THEN '{"legs":[{"step":"queued","party":"Reception"}]}' WHEN 3 THEN '{"legs":[{"step":"queued","party":"Sales"}]}' ELSE '{"legs":[]}' END::jsonb,
         'r-' || g, t, (ARRAY['inbound', 'outbound', 'internal', 'inbound'])[1 + g % 4],
         (ARRAY['answered', 'unanswered', 'answered', 'busy', 'failed'])[1 + (g * 7) % 5],
         d, CASE WHEN g % 97 = 0 THEN NULL WHEN (1 + (g * 7) % 5) IN (1, 3) THEN (g * 17) % d ELSE 0 END,
         (ARRAY['{201}', '{202}', '{201,202}', '{203}', '{}'])[1 + g % 5]::int[]
    FROM generate_series(1, 3400) g
   CROSS JOIN LATERAL (SELECT CASE WHEN g <= 2400 THEN timestamptz '2025-01-01T00:00:00Z' + (g - 1) * interval '6 hours 36 minutes 37 seconds'
                                   WHEN g % 25 = 0 THEN timestamptz '2026-10-24T00:00:00Z' + (g - 2400) * interval '1 hour'
                                   ELSE timestamptz '2026-10-23T22:00:00Z' + (g - 2400) * interval '7 minutes 11 seconds' END AS t,
                              5 + (g * 13) % 400 AS d) x`;

/** Opening hours with a half-past range, a lunch break of 30 minutes and a closed date. */
const schedule = (zone: string) => ({
  description: `Office ${zone}`, timezone: zone,
  ranges: ['mon', 'tue', 'wed', 'thu', 'fri'].flatMap((weekday) => [
    { weekday, open: '08:30', close: '17:00', state: 'open' },
    { weekday, open: '12:00', close: '12:30', state: 'closed' },
  ]),
  closed_dates: [{ from: '2026-10-26' }, { from: '2026-03-30', to: '2026-03-31' }],
});

const FILTERS: StatisticsFilter[] = [
  { direction: 'inbound' }, { extension: 201 }, { queue: 'Reception' }, { extension: 202, direction: 'internal' },
  { extension: 201, queue: 'Sales', direction: 'inbound' }, { extension: 999 },
];

describe.each(databases())('statistics from the rollup equal the calls’ own on $name', (kind) => {
  let database: TestDatabase;
  let group: number;
  const db = () => database.db;

  beforeAll(async () => {
    database = await kind.seeded();
    const groups = await db().query<{ id: number }>(
      `INSERT INTO groups (description, allowed_origination_countries, permissions) VALUES ('Rollup A', '{BE}', '{}'), ('Rollup B', '{BE}', '{}') RETURNING id`,
    );
    group = groups[0].id;
    // The other group's calls, same times: nothing of them may count.
    for (const g of groups) await db().query(BULK, [g.id]);
    // One by one, through the ingestion's path: a call on the spring change's missing hour's edge.
    await insertCall(db(), group, null, { call_id: 'one', start: '2026-03-29T01:00:00Z', direction: 'inbound', caller: '+3225021234', callee: '201', status: 'unanswered', duration: 40, billsec: 0, extensions: [201], legs: [] });
    // Deleted and changed calls: their hours and days are summed again.
    await db().query(`DELETE FROM res_cdr WHERE group_id = $1 AND call_id IN ('r-10', 'r-2405', 'r-2406', 'r-3000')`, [group]);
    await db().query(`UPDATE res_cdr SET status = 'answered', billsec = 9999, started_at = started_at + interval '3 hours' WHERE group_id = $1 AND call_id IN ('r-11', 'r-2410', 'r-3333')`, [group]);
  }, 300_000);
  afterAll(() => database?.drop());

  const both = async (period: Period, filter: StatisticsFilter, scope: Omit<CallScope, 'groupId'> = {}) => {
    const hours = await workingHoursOf(db(), group);
    const of = (source: 'rollup' | 'raw') => statisticsOf(db(), { groupId: group, ...scope }, filter, period, ZONE, NOW, hours, source);
    return { rollup: await of('rollup'), raw: await of('raw') };
  };

  it('answers every period as the calls do, with every call in working hours while there is no schedule', async () => {
    for (const period of PERIODS) {
      const { rollup, raw } = await both(period, {});
      expect(rollup, period).toEqual(raw);
      // Not an empty comparison: the period holds calls, longest talks and waits, queues and extensions.
      expect(raw.totals.calls, period).toBeGreaterThan(0);
    }
    const week = await both('last_7_days', {});
    expect(week.raw.unanswered.working_hours).toBeGreaterThan(0);
    expect(week.raw.per_queue.map((q) => q.queue).sort()).toEqual(['Reception', 'Sales']);
    expect(week.raw.per_extension.map((e) => e.extension).sort()).toEqual([201, 202, 203]);
  });

  it('answers every filter and a plain user’s calls as the calls do', async () => {
    for (const period of ['last_24_hours', 'last_7_days', 'year_to_date', 'last_year'] as const) {
      for (const filter of FILTERS) {
        const { rollup, raw } = await both(period, filter);
        expect(rollup, `${period} ${JSON.stringify(filter)}`).toEqual(raw);
      }
      for (const filter of [{}, { extension: 201 }, { queue: 'Reception' }]) {
        const { rollup, raw } = await both(period, filter, { extension: 202 });
        expect(rollup, `${period} user 202 ${JSON.stringify(filter)}`).toEqual(raw);
      }
    }
    expect((await both('year_to_date', { extension: 202, direction: 'internal' })).raw.per_extension.map((e) => e.extension).sort()).toEqual([201, 202]);
  });

  it('splits the unanswered calls as the calls do under schedules with partly open hours, in Brussels and in a half-hour zone', async () => {
    for (const zone of ['Europe/Brussels', 'America/St_Johns']) {
      await db().query('DELETE FROM res_time_schedule WHERE group_id = $1', [group]);
      await db().query('INSERT INTO res_time_schedule (group_id, data) VALUES ($1, $2::jsonb)', [group, JSON.stringify(schedule(zone))]);
      for (const period of ['last_24_hours', 'last_7_days', 'year_to_date'] as const) {
        for (const filter of [{}, { extension: 201, direction: 'inbound' as const }]) {
          const { rollup, raw } = await both(period, filter);
          expect(rollup.unanswered, `${zone} ${period}`).toEqual(raw.unanswered);
        }
      }
      const { raw } = await both('year_to_date', {});
      expect(raw.unanswered.working_hours * raw.unanswered.off_hours, zone).toBeGreaterThan(0);
    }
  });

  it('keeps, through inserts, deletions and changes, the rows a rebuild from the calls makes', async () => {
    const rows = () => db().query(`SELECT * FROM statistics_rollup WHERE group_id = $1 ORDER BY daily, bucket, ext, other, queue NULLS FIRST, direction`, [group]);
    const kept = await rows();
    await db().query('DELETE FROM statistics_rollup WHERE group_id = $1', [group]);
    await db().exec(`DO $$ BEGIN EXECUTE statistics_rollup_merge_sql('res_cdr', 'c.group_id = ${group}'); END $$`);
    expect(kept.length).toBeGreaterThan(0);
    expect(await rows()).toEqual(kept);
  });

  it('fills the daily rows’ hours of calls stored before migration 0030 as the upkeep keeps them', async () => {
    const rows = () => db().query(`SELECT * FROM statistics_rollup WHERE group_id = $1 ORDER BY daily, bucket, ext, other, queue NULLS FIRST, direction`, [group]);
    const kept = await rows();
    expect(kept.filter((r) => (r as { hours: number[] | null }).hours !== null).length).toBeGreaterThan(100);
    await db().query('UPDATE statistics_rollup SET hours = NULL WHERE group_id = $1', [group]);
    const migration = readFileSync(new URL('../../server/migrations/0030_statistics_daily_hours.sql', import.meta.url), 'utf8');
    await db().exec(migration.slice(migration.indexOf('UPDATE statistics_rollup r SET hours')));
    expect(await rows()).toEqual(kept);
  });
});

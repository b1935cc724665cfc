import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './helpers/harness.ts';
import type { TestDatabase } from './helpers/databases.ts';
import { statisticsOf } from '../../server/areas/statistics/query.ts';
import { workingHoursOf } from '../../server/areas/statistics/workingHours.ts';

/**
 * The rollup splits a partly open hour's unanswered inbound calls by its per-minute counts
 * (migration 0029) and equals the calls' own split; a schedule with a range on a second, which
 * the minutes cannot split, is read call by call and equals it too. Calls every 131 s over the
 * week of the autumn change in Brussels, a third of them unanswered inbound ones.
 */
const NOW = new Date('2026-10-28T10:17:23.456Z');
const CALLS = `
  INSERT INTO res_cdr (group_id, data, call_id, started_at, direction, status, duration, billsec, extensions)
  SELECT $1, '{"legs":[]}'::jsonb, 'm-' || g, timestamptz '2026-10-21T00:00:00Z' + g * interval '131 seconds',
         (ARRAY['inbound', 'outbound', 'inbound'])[1 + g % 3], (ARRAY['answered', 'unanswered', 'busy'])[1 + (g * 7) % 3],
         60, CASE WHEN (g * 7) % 3 = 0 THEN 40 ELSE 0 END, (ARRAY['{201}', '{202}'])[1 + g % 2]::int[]
    FROM generate_series(0, 4700) g`;

const schedule = (zone: string, close: string) => ({
  description: `Office ${zone} ${close}`, timezone: zone,
  ranges: ['mon', 'tue', 'wed', 'thu', 'fri'].flatMap((weekday) => [
    { weekday, open: '08:30', close, state: 'open' },
    { weekday, open: '12:15', close: '12:45', state: 'closed' },
  ]),
  closed_dates: [{ from: '2026-10-23' }],
});

describe.each(databases())('the unanswered calls split by minutes on $name', (kind) => {
  let database: TestDatabase;
  let group: number;
  const db = () => database.db;

  beforeAll(async () => {
    database = await kind.seeded();
    [{ id: group }] = await db().query<{ id: number }>(`INSERT INTO groups (description, allowed_origination_countries, permissions) VALUES ('Minutes', '{BE}', '{}') RETURNING id`);
    await db().query(CALLS, [group]);
  }, 300_000);
  afterAll(() => database?.drop());

  it('keeps each hour’s unanswered inbound calls per minute, and nothing for the other rows', async () => {
    const [row] = await db().query<{ kept: number; missed: number; other: number }>(
      `SELECT sum((SELECT sum(m) FROM unnest(missed_minutes) m))::int AS kept,
              (sum(missed) FILTER (WHERE NOT daily AND direction = 'inbound'))::int AS missed,
              count(*) FILTER (WHERE missed_minutes IS NOT NULL AND (daily OR direction <> 'inbound'))::int AS other
         FROM statistics_rollup WHERE group_id = $1`,
      [group],
    );
    expect(row.missed).toBeGreaterThan(500);
    expect(row).toEqual({ kept: row.missed, missed: row.missed, other: 0 });
  });

  // A range closing at 17:00 is split by minutes; one closing at 17:00:30 is read call by call.
  for (const [zone, close] of [['Europe/Brussels', '17:00'], ['Asia/Kolkata', '17:00'], ['Europe/Brussels', '17:00:30']]) {
    it(`splits as the calls do under a schedule in ${zone} closing at ${close}`, async () => {
      await db().query('DELETE FROM res_time_schedule WHERE group_id = $1', [group]);
      await db().query('INSERT INTO res_time_schedule (group_id, data) VALUES ($1, $2::jsonb)', [group, JSON.stringify(schedule(zone, close))]);
      const hours = await workingHoursOf(db(), group);
      for (const period of ['last_7_days', 'last_24_hours'] as const) {
        for (const filter of [{}, { extension: 201 }]) {
          const read = (source: 'rollup' | 'raw') => statisticsOf(db(), { groupId: group }, filter, period, 'Europe/Brussels', NOW, hours, source);
          const [rollup, raw] = [await read('rollup'), await read('raw')];
          expect(rollup.unanswered, `${period} ${JSON.stringify(filter)}`).toEqual(raw.unanswered);
          expect(raw.unanswered.working_hours * raw.unanswered.off_hours).toBeGreaterThan(0);
        }
      }
    });
  }
});

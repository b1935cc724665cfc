import { describe, expect, it } from 'vitest';
import { busiestHours, callsInHours, classifyUnanswered, periodHours, slotCounts, splitByMinutes, type SumRow } from '../../server/areas/statistics/rollupHours.ts';
import { openMask, type WorkingHours } from '../../server/areas/statistics/workingHours.ts';
import { zoneOffsets } from '../../server/areas/statistics/zoneOffsets.ts';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso).getTime();

describe('zoneOffsets', () => {
  it('reads each instant’s offset, on the day of a change too', () => {
    const brussels = zoneOffsets('Europe/Brussels') as (t: number) => number;
    expect(brussels(at('2026-01-05T09:00:00Z'))).toBe(HOUR);
    expect(brussels(at('2026-07-06T09:00:00Z'))).toBe(2 * HOUR);
    expect(brussels(at('2026-03-29T00:00:00Z'))).toBe(HOUR);
    expect(brussels(at('2026-03-29T01:00:00Z'))).toBe(2 * HOUR);
    expect(brussels(at('2026-10-25T00:00:00Z'))).toBe(2 * HOUR);
    expect(brussels(at('2026-10-25T01:00:00Z'))).toBe(HOUR);
    expect((zoneOffsets('Asia/Kolkata') as (t: number) => number)(at('2026-01-05T09:00:00Z'))).toBe(5.5 * HOUR);
  });

  it('is undefined for a zone the runtime does not know', () => {
    expect(zoneOffsets('Mars/Olympus_Mons')).toBeUndefined();
  });
});

const row = (direction: string, iso: string, hours: number[] | null, sums: Partial<SumRow> = {}): SumRow => ({
  direction, at: at(iso), partial: false, hours, calls: 0, answered: 0, missed: 0, talk_sum: 0, talk_n: 0, talk_max: null,
  wait_sum: 0, wait_n: 0, wait_max: null, waited_over_20: 0, ...sums,
});
/** A day's 72 counts with the given calls, answered and missed at the given UTC hours. */
const day = (at: Record<number, [number, number, number]>) => {
  const counts = Array<number>(72).fill(0);
  for (const [hour, [calls, answered, missed]] of Object.entries(at)) {
    counts[Number(hour)] = calls;
    counts[24 + Number(hour)] = answered;
    counts[48 + Number(hour)] = missed;
  }
  return counts;
};

describe('periodHours', () => {
  it('adds the directions’ sums and spreads the daily rows over their hours', () => {
    const period = periodHours([
      row('inbound', '2026-01-05T00:00:00Z', day({ 9: [3, 1, 2], 20: [1, 0, 1] }), { calls: 4, answered: 1, missed: 3, talk_sum: 50, talk_n: 1, talk_max: 50, wait_sum: 30, wait_n: 4, wait_max: 25, waited_over_20: 1 }),
      row('outbound', '2026-01-05T00:00:00Z', day({ 9: [2, 2, 0] }), { calls: 2, answered: 2, talk_sum: 100, talk_n: 2, talk_max: 70 }),
      row('inbound', '2026-01-06T00:00:00Z', null, { calls: 1, missed: 1, partial: true }),
    ]);
    expect(period.perDirection.get('inbound')).toMatchObject({ calls: 5, missed: 4, talk_max: 50, wait_max: 25 });
    expect(period.perDirection.get('outbound')).toMatchObject({ calls: 2, talk_sum: 100, talk_max: 70 });
    expect(period.perHour.get(at('2026-01-05T09:00:00Z'))).toEqual({ calls: 5, answered: 3, missed: 2 });
    expect(period.perHour.size).toBe(3);
    expect(period.unanswered).toEqual([
      { at: at('2026-01-05T09:00:00Z'), missed: 2, partial: false },
      { at: at('2026-01-05T20:00:00Z'), missed: 1, partial: false },
      { at: at('2026-01-06T00:00:00Z'), missed: 1, partial: true },
    ]);
  });
});

describe('the unanswered calls split by the working hours', () => {
  // Brussels, Mondays 08:30 to 17:00, closed on Monday 12 January 2026.
  const hours: WorkingHours = {
    id: 1, description: 'Office', timezone: 'Europe/Brussels', mask: openMask([{ weekday: 'mon', open: '08:30', close: '17:00' }]),
    closedRanges: [{ from: '2026-01-12', to: '2026-01-12' }],
  };
  const brussels = zoneOffsets('Europe/Brussels') as (t: number) => number;
  const hour = (iso: string, missed: number, partial = false) => ({ at: at(iso), missed, partial });

  it('counts wholly open and closed hours whole, and names the ones to split by minute or read call by call', () => {
    const split = classifyUnanswered([
      hour('2026-01-05T09:00:00Z', 2), // Monday 10:00: open
      hour('2026-01-05T19:00:00Z', 3), // Monday 20:00: closed
      hour('2026-01-12T09:00:00Z', 4), // Monday 10:00 on a closed date
      hour('2026-01-05T07:00:00Z', 5), // Monday 08:00 to 09:00: partly open
      hour('2026-01-05T15:00:00Z', 6, true), // an hour only partly in the period
    ], hours, brussels);
    expect(split).toEqual({ open: 2, closed: 7, byMinutes: [at('2026-01-05T07:00:00Z')], oneByOne: [at('2026-01-05T15:00:00Z')] });
  });

  it('reads an hour across a change of offset call by call', () => {
    const change = classifyUnanswered([hour('2026-03-29T00:00:00Z', 1)], hours, brussels);
    expect(change.oneByOne).toEqual([at('2026-03-29T00:00:00Z')]);
  });

  it('places calls read one by one by their second in the schedule’s zone and their date', () => {
    const calls = ['2026-01-05T07:29:59Z', '2026-01-05T07:30:00Z', '2026-01-05T15:59:59Z', '2026-01-05T16:00:00Z', '2026-01-12T09:00:00Z'].map(at);
    expect(callsInHours(calls, hours, brussels)).toEqual({ open: 2, closed: 3 });
  });

  it('splits a half-hour zone’s hours by minute', () => {
    const kolkata = { ...hours, timezone: 'Asia/Kolkata' };
    const split = classifyUnanswered([hour('2026-01-05T04:00:00Z', 1)], kolkata, zoneOffsets('Asia/Kolkata') as (t: number) => number);
    expect(split.byMinutes).toEqual([at('2026-01-05T04:00:00Z')]);
  });

  it('splits a partly open hour by its minutes’ counts, and a closed date’s whole', () => {
    const minutes = Array<number>(60).fill(0);
    minutes[10] = 3; // 08:10: closed
    minutes[40] = 4; // 08:40: open
    expect(splitByMinutes(at('2026-01-05T07:00:00Z'), minutes, hours, brussels)).toEqual({ open: 4, closed: 3 });
    expect(splitByMinutes(at('2026-01-12T07:00:00Z'), minutes, hours, brussels)).toEqual({ open: 0, closed: 7 });
  });
});

describe('the calls per slot and per hour of the week, in the group’s zone', () => {
  const brussels = zoneOffsets('Europe/Brussels') as (t: number) => number;
  const perHour = new Map([
    [at('2026-03-28T22:00:00Z'), { calls: 1, answered: 1, missed: 0 }], // Saturday 23:00 in Brussels
    [at('2026-03-28T23:00:00Z'), { calls: 2, answered: 1, missed: 1 }], // Sunday 00:00
    [at('2026-03-29T01:00:00Z'), { calls: 3, answered: 0, missed: 3 }], // Sunday 03:00, after the change
  ]);

  it('adds the hours into the local slots', () => {
    expect(slotCounts(perHour, 'day', brussels)).toEqual({ slots: ['2026-03-28 00:00:00', '2026-03-29 00:00:00'], answered: [1, 1], missed: [0, 4] });
    expect(slotCounts(perHour, 'month', brussels).slots).toEqual(['2026-03-01 00:00:00']);
    expect(slotCounts(perHour, 'hour', brussels).slots).toEqual(['2026-03-28 23:00:00', '2026-03-29 00:00:00', '2026-03-29 03:00:00']);
  });

  it('counts the calls per ISO weekday and local hour, in order', () => {
    expect(busiestHours(perHour, brussels)).toEqual([
      { weekday: 6, hour: 23, calls: 1 },
      { weekday: 7, hour: 0, calls: 2 },
      { weekday: 7, hour: 3, calls: 3 },
    ]);
  });
});

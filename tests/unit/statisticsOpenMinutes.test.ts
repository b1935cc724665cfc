import { describe, expect, it } from 'vitest';
import { offsetMinuteParts, openMask, openMinutesByStart } from '../../server/areas/statistics/workingHours.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const MONDAY = 0;
const TUESDAY = 24 * 60;

/** The open minutes of each local hour the rollup splits by its minute counts (rollupQuery.ts). */
describe('openMinutesByStart', () => {
  const mask = openMask([
    { weekday: 'mon', open: '08:30', close: '17:00' },
    { weekday: 'mon', open: '12:15', close: '12:45', state: 'closed' },
    { weekday: 'tue', open: '09:00', close: '10:00' },
  ]);

  it('names the open minutes of the hours partly open on the hour, and leaves wholly open or closed hours out', () => {
    const starts = openMinutesByStart(mask, [0]);
    expect(starts.get(MONDAY + 8 * 60)).toEqual(range(31, 60));
    expect(starts.get(MONDAY + 12 * 60)).toEqual([...range(1, 15), ...range(46, 60)]);
    expect([...starts.keys()]).toEqual([MONDAY + 8 * 60, MONDAY + 12 * 60]);
  });

  it('keeps every hour starting at the half hour (a zone such as Asia/Kolkata), open, closed or partly', () => {
    const starts = openMinutesByStart(mask, [30]);
    expect(starts.size).toBe(7 * 24);
    expect(starts.get(MONDAY + 8 * 60 + 30)).toEqual(range(1, 60));
    expect(starts.get(MONDAY + 16 * 60 + 30)).toEqual(range(1, 30));
    expect(starts.get(TUESDAY + 8 * 60 + 30)).toEqual(range(31, 60));
    expect(starts.get(TUESDAY + 20 * 60 + 30)).toEqual([]);
  });
});

describe('offsetMinuteParts', () => {
  const year = { from: new Date('2026-01-01T00:00:00Z'), to: new Date('2026-12-31T00:00:00Z') };
  it('is 0 for whole-hour zones through their daylight saving, 30 for India, 45 for Nepal', () => {
    expect(offsetMinuteParts('Europe/Brussels', year)).toEqual([0]);
    expect(offsetMinuteParts('UTC', year)).toEqual([0]);
    expect(offsetMinuteParts('Asia/Kolkata', year)).toEqual([30]);
    expect(offsetMinuteParts('Asia/Kathmandu', year)).toEqual([45]);
    expect(offsetMinuteParts('America/St_Johns', year)).toEqual([30]);
  });

  it('foresees whole hours for a zone the runtime does not know, rather than failing', () => {
    expect(offsetMinuteParts('Mars/Olympus_Mons', year)).toEqual([0]);
  });
});

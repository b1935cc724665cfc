import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../src/i18n/duration.ts';
import { periodRange } from '../../src/custom/callHistory/period.ts';

describe('the call history’s periods', () => {
  // Local time: the bounds are whole days of the reader's clock, whatever the test machine's zone.
  const now = new Date(2026, 10, 23, 14, 30);
  const day = (d: number) => new Date(2026, 10, d).toISOString();

  it('starts today at local midnight and yesterday ends there', () => {
    expect(periodRange('today', now)).toEqual({ after: day(23) });
    expect(periodRange('yesterday', now)).toEqual({ after: day(22), before: day(23) });
  });

  it('counts today in the last 7 and 30 days', () => {
    expect(periodRange('last7', now)).toEqual({ after: day(17) });
    expect(periodRange('last30', now)).toEqual({ after: new Date(2026, 9, 25).toISOString() });
  });

  it('takes a custom range’s two dates whole, and either alone', () => {
    expect(periodRange('custom', now, { from: '2026-11-01', to: '2026-11-03' })).toEqual({ after: day(1), before: day(4) });
    expect(periodRange('custom', now, { from: '2026-11-01' })).toEqual({ after: day(1), before: undefined });
    expect(periodRange('custom', now, { from: 'nonsense' })).toEqual({ after: undefined, before: undefined });
  });

  it('shows durations as m:ss or h:mm:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(45)).toBe('0:45');
    expect(formatDuration(725)).toBe('12:05');
    expect(formatDuration(3729)).toBe('1:02:09');
  });
});

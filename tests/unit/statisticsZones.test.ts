import { describe, expect, it } from 'vitest';
import { GROUP_ZONES } from '../../server/areas/statistics/timeZone.ts';

/**
 * The statistics' rollup sums UTC hours (migration 0028): a UTC hour is one local hour of the
 * group's zone only when that zone's offset is a whole number of hours and changes on a whole
 * UTC hour. Every zone a group can be counted in is checked from 1970 to 2040: sampled every four weeks,
 * each change found to the minute by halving.
 */
const HOUR = 3_600_000;
// Four weeks: the changes of these zones lie months apart, so no two fall within one step.
const STEP = 28 * 24 * HOUR;

function offsetOf(zone: string): (t: number) => number {
  const format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' });
  return (t) => {
    const name = format.formatToParts(t).find((p) => p.type === 'timeZoneName')?.value ?? '';
    const m = /GMT(?:([+-])(\d\d):(\d\d))?/.exec(name);
    if (!m) throw new Error(`${zone}: ${name}`);
    return m[1] ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
  };
}

describe('the zones a group’s statistics are counted in', () => {
  it('are UTC and the country zones, each with whole-hour offsets changing on whole UTC hours since 1970', () => {
    expect(GROUP_ZONES).toContain('UTC');
    expect(GROUP_ZONES).toContain('Europe/Brussels');
    const problems: string[] = [];
    for (const zone of GROUP_ZONES) {
      const offset = offsetOf(zone);
      for (let t = Date.UTC(1970, 0, 1); t < Date.UTC(2040, 0, 1); t += STEP) {
        if (offset(t) % 60 !== 0) problems.push(`${zone} ${new Date(t).toISOString()} ${offset(t)} min`);
        if (offset(t) === offset(t + STEP)) continue;
        // The change lies in (lo, hi]: halve down to the minute.
        let [lo, hi] = [t, t + STEP];
        while (hi - lo > 60_000) {
          const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
          if (offset(mid) === offset(t)) lo = mid;
          else hi = mid;
        }
        if (hi % HOUR !== 0) problems.push(`${zone} changes at ${new Date(hi).toISOString()}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

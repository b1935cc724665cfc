import { describe, expect, it } from 'vitest';
import { minuteUniform, openMask } from '../../server/areas/statistics/workingHours.ts';

/** Which schedules the rollup may split by minutes (migration 0029): ranges on whole minutes only. */
describe('minuteUniform', () => {
  it('is true for ranges on whole minutes, breaks and none at all', () => {
    expect(minuteUniform(openMask([]))).toBe(true);
    expect(minuteUniform(openMask([{ weekday: 'mon', open: '08:30', close: '17:00' }, { weekday: 'mon', open: '12:15', close: '12:45', state: 'closed' }]))).toBe(true);
    expect(minuteUniform(openMask([{ weekday: 'sun', open: '00:00', close: '23:59:59' }]))).toBe(true);
  });

  it('is false when a range opens or closes inside a minute', () => {
    expect(minuteUniform(openMask([{ weekday: 'tue', open: '08:30', close: '17:00:30' }]))).toBe(false);
    expect(minuteUniform(openMask([{ weekday: 'wed', open: '08:30:01', close: '17:00' }]))).toBe(false);
    expect(minuteUniform(openMask([{ weekday: 'fri', open: '08:00', close: '17:00' }, { weekday: 'fri', open: '12:00:10', close: '12:30', state: 'closed' }]))).toBe(false);
  });
});

import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { isDate, isDateTime } from '../../core/domain/formats.ts';
import { AJV_OPTIONS, registerVocabulary } from '../../core/schema/ajv.ts';

/** The `date` and `date-time` formats accept only dates that exist, on the server and in the portal alike. */
describe('date formats', () => {
  it.each(['2027-02-28', '2028-02-29', '2000-02-29', '2026-12-31', '2026-04-30', '2026-01-01'])('takes the real date %s', (value) => {
    expect(isDate(value)).toBe(true);
    expect(isDateTime(`${value}T07:30:00Z`)).toBe(true);
  });

  it.each([
    ['2027-02-30', 'February has no 30th'],
    ['2027-02-29', 'not a leap year'],
    ['1900-02-29', 'a century that is no leap year'],
    ['2026-04-31', 'April has 30 days'],
    ['2026-13-01', 'no month 13'],
    ['2026-00-10', 'no month 0'],
    ['2026-06-00', 'no day 0'],
    ['2026-06-32', 'no day 32'],
    ['2026-6-1', 'digits missing'],
    ['26-06-01', 'a two-digit year'],
  ])('refuses %s (%s)', (value) => {
    expect(isDate(value)).toBe(false);
    expect(isDateTime(`${value}T07:30:00Z`)).toBe(false);
  });

  it.each(['2026-06-01T07:30Z', '2026-06-01T23:59:59.999Z', '2026-06-01T00:00:00+02:00', '2026-06-01T12:00:00-11:30'])('takes the timestamp %s', (value) => {
    expect(isDateTime(value)).toBe(true);
  });

  it.each([
    '2026-06-01T24:00:00Z',
    '2026-06-01T12:60:00Z',
    '2026-06-01T12:00:60Z',
    '2026-06-01T12:00:00',
    '2026-06-01T12:00:00+24:00',
    '2026-06-01T12:00:00+02:60',
    '2026-06-01 12:00:00Z',
    '2027-02-30T12:00:00+01:00',
  ])('refuses the timestamp %s', (value) => {
    expect(isDateTime(value)).toBe(false);
  });

  it('is what the project’s Ajv checks a schema’s format with', () => {
    const ajv = registerVocabulary(new Ajv2020(AJV_OPTIONS));
    const date = ajv.compile({ type: 'string', format: 'date' });
    const dateTime = ajv.compile({ type: 'string', format: 'date-time' });
    expect([date('2027-02-28'), date('2027-02-30')]).toEqual([true, false]);
    expect([dateTime('2027-02-28T06:00:00Z'), dateTime('2027-02-30T06:00:00Z')]).toEqual([true, false]);
  });
});

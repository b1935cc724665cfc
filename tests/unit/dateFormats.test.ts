import { describe, expect, it } from 'vitest';
import { dateFormatter } from '../../src/i18n/dates.ts';
import { LANGUAGE_TAGS } from '../../src/i18n/language.ts';

/** A device's "Last update" once read `11/26/2026, 11:43:02.135 PM` (issue 20). */
const MOMENT = '2026-11-26T23:43:02.135Z';

describe('the portal writes every date one way per language (portal-overview §9)', () => {
  it('in en-GB, nl-BE and fr-FR, day before month, on a 24-hour clock, without milliseconds', () => {
    const written = Object.fromEntries(Object.entries(LANGUAGE_TAGS).map(([language, tag]) => [language, dateFormatter(tag, 'dateTime', 'UTC').format(MOMENT)]));
    expect(written.en).toBe('26 Nov 2026, 23:43');
    expect(written.nl).toMatch(/^26 nov\.? 2026.*23:43$/);
    expect(written.fr).toMatch(/^26 nov\. 2026.*23:43$/);
    for (const text of Object.values(written)) expect(text).not.toMatch(/PM|AM|\.135|11\/26/);
  });

  it('writes a call to the second, and a calendar day in its own zone', () => {
    expect(dateFormatter('en-GB', 'callTime', 'UTC').format(MOMENT)).toBe('26/11/2026, 23:43:02');
    expect(dateFormatter('fr-FR', 'longDate', 'UTC').format('2026-12-01T00:00:00Z')).toBe('1 décembre 2026');
  });

  it('writes a range once where its ends share a month, and leaves an unreadable value as it came', () => {
    expect(dateFormatter('en-GB', 'date', 'UTC').formatRange('2026-11-27T00:00:00Z', '2026-11-30T00:00:00Z')).toMatch(/^27\s?–\s?30 Nov 2026$/);
    expect(dateFormatter('en-GB', 'date').format('not a date')).toBe('not a date');
  });
});

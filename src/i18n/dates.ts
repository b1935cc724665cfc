import { useMemo } from 'react';
import { useLocaleTag } from '../engine/i18n/useLocaleTag.ts';
import { sharedFormatter } from './formatterCache.ts';

/**
 * Every date and time the portal writes (issue 20: one module for the whole portal). The
 * reader's regional variant (en → en-GB, nl → nl-BE, fr → fr-FR, portal-overview §9), always a
 * 24-hour clock and never milliseconds. eslint.config.js refuses `new Intl.DateTimeFormat` and
 * `toLocale…String` outside this folder, so a page cannot grow a style of its own.
 *
 * The styles are named by what a page shows, so that the same thing reads the same everywhere:
 * - `date`: a day (an invoice's date, a client's start) — 27 Nov 2026
 * - `longDate`: a day in full words (a subscription's renewal) — 27 November 2026
 * - `month`: a billing month — November 2026
 * - `weekday`: a day's short name (a chart's axis) — Fri
 * - `shortDay`: a day on a chart's axis — Fri 27 Nov
 * - `shortMonth`: a month on a chart's axis — Nov 2026
 * - `time`: a time of day — 14:05
 * - `dateTime`: a moment a person reads (a revision, a message, a summary) — 27 Nov 2026, 14:05
 * - `shortDateTime`: a moment in a dense list or widget — 27/11/2026, 14:05
 * - `callTime`: when a call started, to the second (the call history) — 27/11/2026, 14:05:09
 */
export type DateStyle = 'date' | 'longDate' | 'month' | 'weekday' | 'shortDay' | 'shortMonth' | 'time' | 'dateTime' | 'shortDateTime' | 'callTime';

const H23 = { hourCycle: 'h23' } as const;

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  longDate: { dateStyle: 'long' },
  month: { month: 'long', year: 'numeric' },
  weekday: { weekday: 'short' },
  shortDay: { weekday: 'short', day: 'numeric', month: 'short' },
  shortMonth: { month: 'short', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', ...H23 },
  dateTime: { dateStyle: 'medium', timeStyle: 'short', ...H23 },
  shortDateTime: { dateStyle: 'short', timeStyle: 'short', ...H23 },
  callTime: { dateStyle: 'short', timeStyle: 'medium', ...H23 },
};

export interface DateFormatter {
  /** The moment as text; an unreadable value (null, '', not a date) is returned as given. */
  format(value: Date | string | number): string;
  /** Two moments as one range, shortened where they share a day or month ("27–30 Nov 2026"). */
  formatRange(from: Date | string | number, to: Date | string | number): string;
}

const toDate = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));

/**
 * A formatter for `tag` (a LANGUAGE_TAGS value) in `style`. `timeZone`: the zone the moment is
 * written in (a site's zone, or 'UTC' for a calendar day the server sends as midnight UTC);
 * the browser's own without one.
 */
export function dateFormatter(tag: string, style: DateStyle, timeZone?: string): DateFormatter {
  return sharedFormatter(`date ${tag} ${style} ${timeZone ?? ''}`, () => makeDateFormatter(tag, style, timeZone));
}

function makeDateFormatter(tag: string, style: DateStyle, timeZone?: string): DateFormatter {
  const intl = new Intl.DateTimeFormat(tag, { ...STYLES[style], timeZone });
  const write = (value: Date | string | number) => {
    const date = toDate(value);
    return Number.isNaN(date.getTime()) ? String(value) : intl.format(date);
  };
  return {
    format: write,
    formatRange(from, to) {
      const start = toDate(from);
      const end = toDate(to);
      if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${write(from)} – ${write(to)}`;
      return intl.formatRange(start, end);
    },
  };
}

/** The hook pages use: the formatter follows the user's language. */
export function useDateFormat(style: DateStyle, timeZone?: string): DateFormatter {
  const tag = useLocaleTag();
  return useMemo(() => dateFormatter(tag, style, timeZone), [tag, style, timeZone]);
}

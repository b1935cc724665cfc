/**
 * Wall-clock time in a block's own timezone, with the platform's Intl (no date library): a
 * Schedule or Calendar block decides by the date and time where it is, not where the server is.
 */

const zoneChecks = new Map<string, boolean>();
const formatters = new Map<string, Intl.DateTimeFormat>();

/** An IANA zone the platform knows (Europe/Brussels, UTC). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !zone) return false;
  let known = zoneChecks.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    zoneChecks.set(zone, known);
  }
  return known;
}

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const SHORT_DAYS: Record<string, Weekday> = { Mon: 'mon', Tue: 'tue', Wed: 'wed', Thu: 'thu', Fri: 'fri', Sat: 'sat', Sun: 'sun' };

export interface LocalTime {
  /** YYYY-MM-DD */
  date: string;
  weekday: Weekday;
  /** Minutes since midnight. */
  minutes: number;
  /** HH:MM */
  time: string;
}

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/**
 * The last moments read per zone: a call's walk asks the same moment of every Schedule and
 * Calendar block it passes (a real call routes within 5 ms; formatToParts is the dear part).
 */
const recent = new Map<string, LocalTime>();

/** The date, weekday and time of `at` in `zone`. */
export function localTime(at: Date, zone: string): LocalTime {
  const key = `${zone}\u0000${at.getTime()}`;
  let known = recent.get(key);
  if (!known) {
    if (recent.size > 1000) recent.clear();
    recent.set(key, (known = readLocalTime(at, zone)));
  }
  return { ...known };
}

function readLocalTime(at: Date, zone: string): LocalTime {
  const parts: Record<string, string> = {};
  for (const part of formatter(zone).formatToParts(at)) parts[part.type] = part.value;
  const hour = Number(parts.hour) % 24;
  const minute = Number(parts.minute);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: SHORT_DAYS[parts.weekday] ?? 'mon',
    minutes: hour * 60 + minute,
    time: `${pad(hour)}:${pad(minute)}`,
  };
}

/** HH:MM (24-hour) → minutes since midnight, or null. 24:00 is the end of the day. */
export function minutesOf(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (match) return Number(match[1]) * 60 + Number(match[2]);
  return value === '24:00' ? 1440 : null;
}

/** A real calendar date YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The weekday before `day`. */
export const dayBefore = (day: Weekday): Weekday => WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7];

/** The zone this device runs in, for a new block's default. */
export function localZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The moment of a test call from its ISO text. A date-time without offset is taken as UTC, as
 * everywhere else: JavaScript would read it in the local zone of whoever runs it, and the
 * browser and the server must trace the same call the same way. Invalid: null.
 */
export function momentOf(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const text = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value.trim()) ? `${value.trim()}Z` : value;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

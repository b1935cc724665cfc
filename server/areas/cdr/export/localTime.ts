/** A moment's wall-clock fields in a time zone; UTC when the zone is unknown (an export never fails on a reader's odd zone). */
export function localParts(iso: string, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' }).formatToParts(new Date(iso));
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = format(timeZone);
  } catch {
    parts = format('UTC');
  }
  const field = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: field('year'), month: field('month'), day: field('day'), hour: field('hour'), minute: field('minute'), second: field('second') };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as the reader's clock shows it (2026-11-23 14:05:09), the form spreadsheets read as a date. */
export function localTime(iso: string, timeZone: string): string {
  const p = localParts(iso, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

import type { Statistics } from './statisticsApi.ts';
import { dateFormatter, type DateStyle } from '../../i18n/dates.ts';

const SLOT_STYLES: Record<Statistics['bucket'], DateStyle> = { hour: 'time', day: 'shortDay', month: 'shortMonth' };

/** A slot's local start (YYYY-MM-DDTHH:MM, the group's zone) as the reader's language writes it. */
export function slotLabel(start: string, bucket: Statistics['bucket'], locale: string): string {
  // Read as UTC and written in UTC: the text is already the group's local time.
  const moment = new Date(`${start}:00Z`);
  return dateFormatter(locale, SLOT_STYLES[bucket], 'UTC').format(moment);
}

/** One CSV cell: quoted, and a text a spreadsheet would run as a formula made inert. */
export function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

export const csvOf = (rows: (string | number)[][]) => `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;

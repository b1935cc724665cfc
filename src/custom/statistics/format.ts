import type { Statistics } from './statisticsApi.ts';
import { dateFormatter, type DateStyle } from '../../i18n/dates.ts';

/** The figures of each total, extension and queue, in the order the page and its CSV show them. */
export const TOTALS = ['calls', 'answered', 'missed', 'avg_wait', 'longest_wait', 'avg_talk', 'longest_talk', 'waited_over_20'] as const;

const SLOT_STYLES: Record<Statistics['bucket'], DateStyle> = { hour: 'time', day: 'shortDay', month: 'shortMonth' };

/** A slot's local start (YYYY-MM-DDTHH:MM, the group's zone) as the reader's language writes it. */
export function slotLabel(start: string, bucket: Statistics['bucket'], locale: string): string {
  // Read as UTC and written in UTC: the text is already the group's local time.
  const moment = new Date(`${start}:00Z`);
  return dateFormatter(locale, SLOT_STYLES[bucket], 'UTC').format(moment);
}

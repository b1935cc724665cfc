import { useDateFormat, type DateFormatter } from '../../i18n/dates.ts';

/** Dates and times of the widgets, short, in the user's language (24-hour, as portal-overview §9). */
export function useDateTime(): DateFormatter {
  return useDateFormat('shortDateTime');
}

import { PAYMENT_TERM_DAYS } from './prices.ts';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** A month's invoice dates (UTC): its first and last day, the next month's first day (issued on) and the due date. */
export function periodDates(period: string) {
  const [year, month] = period.split('-').map(Number);
  const start = new Date(Date.UTC(year, month - 1, 1));
  const next = new Date(Date.UTC(year, month, 1));
  const due = new Date(next.getTime() + PAYMENT_TERM_DAYS * 86_400_000);
  return { start: day(start), end: day(new Date(next.getTime() - 86_400_000)), next: day(next), due: day(due) };
}

/** The `count` months before the one `today` is in, oldest first: 2026-08, 2026-09, 2026-10. */
export function pastPeriods(count: number, today = new Date()): string[] {
  const periods: string[] = [];
  for (let back = count; back >= 1; back--) {
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    periods.push(first.toISOString().slice(0, 7));
  }
  return periods;
}

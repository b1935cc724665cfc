/** The call history's periods (configuration-areas §2): the last days, or a range of dates. */
export const PERIODS = ['today', 'yesterday', 'last7', 'last30', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
/** A date input's value (YYYY-MM-DD) as the start of that day on the reader's clock. */
const dayOf = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
};

/**
 * A period as the API's bounds (call_start_after inclusive, call_start_before exclusive), in
 * whole days of the reader's own clock: "today" starts at their midnight, "last 7 days" is
 * today and the six days before. A custom range takes both dates whole.
 */
export function periodRange(period: Period, now: Date, custom: { from?: string; to?: string } = {}): { after?: string; before?: string } {
  const today = startOfDay(now);
  switch (period) {
    case 'today':
      return { after: today.toISOString() };
    case 'yesterday':
      return { after: addDays(today, -1).toISOString(), before: today.toISOString() };
    case 'last7':
      return { after: addDays(today, -6).toISOString() };
    case 'last30':
      return { after: addDays(today, -29).toISOString() };
    case 'custom': {
      const from = custom.from ? dayOf(custom.from) : undefined;
      const to = custom.to ? dayOf(custom.to) : undefined;
      return { after: from?.toISOString(), before: to ? addDays(to, 1).toISOString() : undefined };
    }
  }
}

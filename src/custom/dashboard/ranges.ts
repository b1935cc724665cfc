import type { Range } from './types.ts';

/** The statistics call's period for each dashboard range (server/areas/statistics/periods.ts). */
export const PERIOD_OF = { '24h': 'last_24_hours', '7d': 'last_7_days', '30d': 'last_30_days' } as const satisfies Record<Range, string>;

/** The dashboard ranges of portal-overview §2 (24 h, 7 d, 30 d), as the settings record names them. */
export const RANGES = ['24h', '7d', '30d'] as const;
export type Range = (typeof RANGES)[number];

/** Each range's length and the slot its chart counts in. */
export const RANGE_SPAN: Record<Range, { hours: number; slot: 'hour' | 'day' }> = {
  '24h': { hours: 24, slot: 'hour' },
  '7d': { hours: 7 * 24, slot: 'day' },
  '30d': { hours: 30 * 24, slot: 'day' },
};

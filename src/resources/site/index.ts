import type { Area } from '../../engine/index.ts';

/** Sites (configuration-areas §3): name, country and postal code; the schemas say it all. */
export const site: Area = { resource: 'site' };

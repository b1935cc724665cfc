import { apiClient } from './http.ts';
import { createLookups } from './lookups.ts';

/** The portal's one cache of selector options (portal-overview §4: per search query and page). */
export const optionLookups = createLookups(apiClient);

/** portal-overview §9: a selector searches 300 ms after the last key. */
export const SELECTOR_SEARCH_DELAY_MS = 300;

import { createLookups } from '../../dataProvider/lookups.ts';
import { apiClient } from '../../dataProvider/http.ts';

/** The selectors' option lists, one cache for the whole portal (portal-overview §4). */
export const lookups = createLookups(apiClient);

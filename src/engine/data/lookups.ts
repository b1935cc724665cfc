import { createLookups } from '../../dataProvider/lookups.ts';
import { apiClient } from '../../dataProvider/apiClient.ts';
import { queryClient } from '../../dataProvider/queryClient.ts';

/** The selectors' option lists outside React, in the portal's one query cache (portal-overview §4). */
export const lookups = createLookups(apiClient, queryClient);

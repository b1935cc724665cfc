import { createDataProvider } from '../../dataProvider/dataProvider.ts';
import { apiClient } from '../../dataProvider/apiClient.ts';
import { lookupKey } from '../../dataProvider/lookups.ts';
import { queryClient } from '../../dataProvider/queryClient.ts';

/**
 * react-admin's data provider for the configuration areas, over the portal's one API client.
 * A write refreshes the resource's options in every selector (the one query cache).
 */
export const dataProvider = createDataProvider(apiClient, {
  changed: (resource) => void queryClient.invalidateQueries({ queryKey: lookupKey(resource) }),
});

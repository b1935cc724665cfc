import { createDataProvider } from '../../dataProvider/dataProvider.ts';
import { apiClient } from '../../dataProvider/http.ts';

/** react-admin's data provider for the configuration areas, over the portal's one API client. */
export const dataProvider = createDataProvider(apiClient);

import type { DashboardSummary } from '../../../generated/types.ts';
import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';
import { useApiRead } from '../../dataProvider/useApiRead.ts';

/** GET v3 dashboard/summary/: the figures behind the summary widgets, typed from the schema. */
export type { DashboardSummary };

export const useDashboardSummary = () =>
  useApiRead<DashboardSummary>(['dashboard', 'summary'], (signal) => resultOf(apiClient.GET('/v3/dashboard/summary/', { signal }), signal));

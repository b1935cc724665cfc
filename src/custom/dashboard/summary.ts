import type { DashboardSummary } from '../../../generated/types.ts';
import { useApi } from '../../dataProvider/useApi.ts';

/** GET v3 dashboard/summary/: the figures behind the summary widgets, typed from the schema. */
export type { DashboardSummary };

export const useDashboardSummary = () => useApi<DashboardSummary>('dashboard/summary/', 'v3');

import type { DashboardSummary } from '../../../generated/types.ts';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { SUMMARY_READ } from './firstReads.ts';

/** GET v3 dashboard/summary/: the figures behind the summary widgets, typed from the schema. */
export type { DashboardSummary };

export const useDashboardSummary = () => useApiRead<DashboardSummary>(SUMMARY_READ.key, SUMMARY_READ.read);

import { readStatistics, type Statistics } from '../statistics/statisticsApi.ts';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { PERIOD_OF } from './ranges.ts';
import type { Range } from './types.ts';

export type { Statistics };

/** The statistics page's one call for the dashboard's range; call stats and trends share it. */
export const useStatistics = (range: Range) => useApiRead<Statistics>(['statistics', 'dashboard', range], (signal) => readStatistics({ period: PERIOD_OF[range] }, signal));

import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';
import type { paths } from '../../../generated/openapi.ts';

export type StatisticsQuery = NonNullable<paths['/v1/statistics/']['get']['parameters']['query']>;
export type Period = NonNullable<StatisticsQuery['period']>;
export type Statistics = Awaited<ReturnType<typeof readStatistics>>;

/** configuration-areas §9, in the order the page offers them. */
export const PERIODS: Period[] = [
  'today', 'yesterday', 'last_24_hours', 'last_7_days', 'last_14_days', 'last_30_days', 'this_week', 'this_month',
  'this_quarter', 'last_quarter', 'year_to_date', 'last_year',
];

export const readStatistics = (query: StatisticsQuery, signal: AbortSignal) => resultOf(apiClient.GET('/v1/statistics/', { params: { query }, signal }));

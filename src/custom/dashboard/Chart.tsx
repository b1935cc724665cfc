import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import type { ChartSeries } from './ChartView.tsx';

const ChartView = lazy(() => import('./ChartView.tsx'));

/** Fixed colours per series: the portal's one chart palette (portal-overview §9). */
export { CHART_COLOURS as COLOURS } from '../../theme.ts';

export function Chart(props: { labels: string[]; series: ChartSeries[]; title: string; stacked?: boolean }) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
      <ChartView {...props} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import type { ChartSeries } from './ChartView.tsx';

const ChartView = lazy(() => import('./ChartView.tsx'));

/** Fixed colours per series, as the statistics page's (portal-overview §9). */
export const COLOURS = { answered: '#2e7d32', missed: '#d32f2f', inbound: '#1565c0', outbound: '#ef6c00' } as const;

export function Chart(props: { labels: string[]; series: ChartSeries[]; title: string; stacked?: boolean }) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
      <ChartView {...props} />
    </Suspense>
  );
}

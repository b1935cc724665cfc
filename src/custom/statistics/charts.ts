import { lazy } from 'react';

/**
 * The statistics page's charts, each loaded when first drawn: the chart library is not in the
 * page's own chunk, so the figures' cards and tables show while it loads.
 */
export const BarChartView = lazy(() => import('./BarChartView.tsx'));
export const PieChartView = lazy(() => import('./PieChartView.tsx'));

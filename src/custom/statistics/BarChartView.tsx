import { BarChart } from '@mui/x-charts/BarChart';

export interface BarSeries {
  label: string;
  data: number[];
  color?: string;
}

/** The chart library, loaded with the statistics page only (StatisticsPage imports this file lazily). */
export default function BarChartView({ labels, series, title }: { labels: string[]; series: BarSeries[]; title: string }) {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: labels }]}
      series={series.map((s) => ({ ...s, stack: 'calls' }))}
      aria-label={title}
    />
  );
}

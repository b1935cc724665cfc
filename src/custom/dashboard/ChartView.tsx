import { BarChart } from '@mui/x-charts/BarChart';

export interface ChartSeries {
  label: string;
  data: number[];
  color: string;
}

/** The dashboard's bar chart: the chart library comes with the first widget that draws one (lazy). */
export default function ChartView({ labels, series, title, stacked }: { labels: string[]; series: ChartSeries[]; title: string; stacked?: boolean }) {
  return (
    <BarChart
      height={220}
      xAxis={[{ scaleType: 'band', data: labels }]}
      series={series.map((s) => ({ ...s, ...(stacked ? { stack: 'calls' } : {}) }))}
      margin={{ left: 0, right: 8 }}
      aria-label={title}
    />
  );
}

import { BarChart } from '@mui/x-charts/BarChart';
import { countAxis, type BarData } from './chartData.ts';

/** A horizontal bar's height with its gap: the chart grows with its rows rather than squeezing them. */
const ROW_HEIGHT = 28;
/** The legend and the value axis under the bars. */
const FRAME_HEIGHT = 90;

/**
 * Stacked bars of answered and missed calls: upright over time, horizontal per extension or
 * queue (their names read across). The chart library is loaded with the statistics page only
 * (charts.ts imports this file lazily).
 */
export default function BarChartView({ labels, series, title, number, horizontal = false }: BarData & { title: string; number: Intl.NumberFormat; horizontal?: boolean }) {
  const band = { scaleType: 'band' as const, data: labels };
  const counts = countAxis(number);
  const stacked = series.map((s) => ({ ...s, stack: 'calls', valueFormatter: (value: number | null) => (value === null ? '' : number.format(value)) }));
  return horizontal ? (
    <BarChart
      layout="horizontal"
      height={FRAME_HEIGHT + labels.length * ROW_HEIGHT}
      yAxis={[{ ...band, width: 'auto' }]}
      xAxis={[counts]}
      series={stacked}
      aria-label={title}
    />
  ) : (
    <BarChart height={300} xAxis={[band]} yAxis={[{ ...counts, width: 'auto' }]} series={stacked} aria-label={title} />
  );
}

import { VisuallyHidden } from '../../engine/ui/VisuallyHidden.tsx';
import type { ChartSeries } from './ChartView.tsx';

/**
 * Beside Chart.tsx, not in widgets/: every file there is a widget of the catalogue.
 *
 * A widget chart's numbers as a table for screen readers (issue 22), as the statistics give
 * theirs: one row per slot, one column per series. Hidden the portal's one way, which takes no
 * width (VisuallyHidden), so it never widens the page (issue 27).
 */
export function ChartTable({ title, slot, labels, series }: { title: string; slot: string; labels: string[]; series: ChartSeries[] }) {
  return (
    <VisuallyHidden>
      <table data-testid="chart-table">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{slot}</th>
          {series.map((s) => <th key={s.label} scope="col">{s.label}</th>)}
        </tr>
      </thead>
      <tbody>
        {labels.map((label, row) => (
          <tr key={`${label}-${row}`}>
            <th scope="row">{label}</th>
            {series.map((s) => <td key={s.label}>{s.data[row]}</td>)}
          </tr>
        ))}
      </tbody>
      </table>
    </VisuallyHidden>
  );
}

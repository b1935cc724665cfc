import { Suspense, type ReactNode } from 'react';
import { Box, Card, CardContent, CardHeader, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'ra-core';
import { ScrollRegion } from '../../engine/list/ScrollRegion.tsx';

export interface FigureTable {
  columns: string[];
  rows: (string | number)[][];
}

/**
 * One figure of the page: its chart (when it has one) or, at the reader's choice, the same
 * numbers as a table, which screen readers and keyboards read as they read any table.
 */
export type FigureView = 'chart' | 'table';

/** The reader's choice is the page's (`tables`: the figures shown as tables), so it stays when the period changes. */
export function FigureCard({ id, title, chart, note, table, empty, tables, onView }: {
  /** The chart (charts.ts, lazily loaded); a figure without one is its table only. */
  chart?: ReactNode;
  /** A line under the chart, about what it leaves out. */
  note?: ReactNode;
  id: string; title: string; table: FigureTable; empty?: ReactNode;
  tables: ReadonlySet<string>; onView: (id: string, view: FigureView) => void;
}) {
  const translate = useTranslate();
  const view: FigureView = chart && !tables.has(id) ? 'chart' : 'table';
  const setView = (next: FigureView) => onView(id, next);
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid={`figure-${id}`}>
      <CardHeader
        title={title}
        // A long title (French, Dutch) puts the view switch under it on a phone rather than pushing it off screen.
        sx={{ flexWrap: 'wrap', rowGap: 1 }}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={chart ? (
          <ToggleButtonGroup size="small" exclusive value={view} onChange={(_e, next) => next && setView(next)} aria-label={title}>
            <ToggleButton value="chart">{translate('statistics.view.chart')}</ToggleButton>
            <ToggleButton value="table">{translate('statistics.view.table')}</ToggleButton>
          </ToggleButtonGroup>
        ) : null}
      />
      <CardContent>
        {table.rows.length === 0 && empty ? empty : view === 'chart' && chart ? (
          <Suspense fallback={<LinearProgress aria-hidden />}>
            <Box>{chart}</Box>
            {note}
          </Suspense>
        ) : (
          // A table taller than 420 px scrolls in its box (its header stays in view).
          <ScrollRegion label={title} maxHeight={420}>
            <Table size="small" stickyHeader aria-label={title}>
              <TableHead>
                <TableRow>{table.columns.map((c, i) => <TableCell key={c} align={i ? 'right' : 'left'}>{c}</TableCell>)}</TableRow>
              </TableHead>
              <TableBody>
                {table.rows.map((row, r) => (
                  <TableRow key={r}>{row.map((cell, i) => <TableCell key={i} align={i ? 'right' : 'left'}>{cell}</TableCell>)}</TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
        )}
      </CardContent>
    </Card>
  );
}

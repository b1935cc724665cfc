import type { Key, ReactNode } from 'react';
import { Box, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, type TableRowProps } from '@mui/material';
import { LoadingRecords } from './LoadingRecords.tsx';
import { StackedRecords } from './StackedRecords.tsx';
import { ScrollRegion } from './ScrollRegion.tsx';
import { useElementWidth } from './useElementWidth.ts';

/** A column of a hand-built table: its label (read as the stacked record's label too) and its cell. */
export interface FitColumn<T> {
  key: string;
  label: string;
  /** The header cell's content when it is more than the label (a sort button). */
  head?: ReactNode;
  align?: 'right';
  /** A number or a moment on one line in the table. */
  nowrap?: boolean;
  cell(item: T): ReactNode;
}

export interface FitTableProps<T> {
  /** The table's (or the stacked list's) accessible name. */
  label: string;
  columns: FitColumn<T>[];
  /** Undefined while the first answer is on its way: placeholders. */
  rows: T[] | undefined;
  rowKey(item: T): Key;
  /**
   * The least width at which the columns fit side by side; below it each record is stacked
   * (the first column as its title), as the engine's lists do on a phone.
   */
  minWidth: number;
  /** A row's own attributes in the table (data-testid, a click that opens it, its keys). */
  rowProps?(item: T): TableRowProps & { 'data-testid'?: string };
  /** Opens a record from its stacked block. */
  onOpen?(item: T): void;
  /** A stacked record's test id (the table row's is in rowProps). */
  recordTestId?(item: T): string;
  /** Below the table when there are no rows. */
  empty?: ReactNode;
  loadingRows?: number;
  size?: 'small' | 'medium';
}

/**
 * A hand-built page's table that follows its width as the engine's lists do (ResourceList):
 * a table where its columns fit, the records stacked by StackedRecords where they do not, and
 * chosen again when the window turns. One description of the columns draws both.
 */
export function FitTable<T>({ label, columns, rows, rowKey, minWidth, rowProps, onOpen, recordTestId, empty, loadingRows = 3, size }: FitTableProps<T>) {
  const [box, width] = useElementWidth<HTMLDivElement>();
  const stacked = width !== undefined && width < minWidth;
  const [first, ...rest] = columns;
  return (
    <Box ref={box}>
      {stacked && !rows ? (
        <LoadingRecords rows={loadingRows} />
      ) : stacked && rows ? (
        <StackedRecords
          label={label}
          records={rows.map((item) => ({
            key: rowKey(item),
            title: <Box sx={{ fontWeight: 500 }}>{first.cell(item)}</Box>,
            details: rest.map((column) => ({ key: column.key, label: column.label, value: column.cell(item) })),
            onOpen: onOpen ? () => onOpen(item) : undefined,
            testId: recordTestId?.(item),
          }))}
        />
      ) : (
        // Between the two (a width just above minWidth, a long word) the table scrolls in its own box.
        <ScrollRegion label={label}>
          <Table aria-label={label} size={size}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align}>
                    {column.head ?? column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows
                ? rows.map((item) => (
                    <TableRow key={rowKey(item)} {...rowProps?.(item)}>
                      {columns.map((column) => (
                        <TableCell key={column.key} align={column.align} sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                          {column.cell(item)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : Array.from({ length: loadingRows }, (_, i) => (
                    <TableRow key={i}>
                      <TableCell colSpan={columns.length}>
                        <Skeleton />
                      </TableCell>
                    </TableRow>
                  ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
      {rows && rows.length === 0 ? empty : null}
    </Box>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Card, Pagination, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { SELECTOR_SEARCH_DELAY_MS } from '../../dataProvider/lookups.ts';
import { FitTable, type FitTableProps } from '../../engine/list/FitTable.tsx';
import { ScrollRegion } from '../../engine/list/ScrollRegion.tsx';
import { PageHeader } from '../../engine/ui/PageHeader.tsx';
import { SearchBox } from '../../engine/ui/SearchBox.tsx';

/** What a hand-built list page read (useApiRead): its rows once there, or why not. */
interface Read<T> {
  data?: { results: T[] };
  error?: unknown;
  retry(): void;
}

/** The table of a hand-built list, with its search, placeholders, error and pages: a card's content. */
export interface ListTableProps<T> {
  /** The table's accessible name. */
  label: string;
  /** The search box and the count of what it found; absent on a list without search. */
  search?: { value: string; onChange(value: string): void; label: string; total?: string };
  /** Beside the search box, e.g. a list's filters (the summaries' visibility, direction and days). */
  filters?: ReactNode;
  read: Read<T>;
  retryLabel: string;
  /** The header row's cells (a table drawn by the page's own rows; with `fit`, none). */
  head?: ReactNode;
  columns?: number;
  row?(item: T): ReactNode;
  /**
   * The columns described once (FitTable): a table where they fit, each record stacked on a
   * phone, as the areas' lists. The way for a list a phone shows.
   */
  fit?: Omit<FitTableProps<T>, 'label' | 'rows' | 'empty' | 'loadingRows' | 'size'>;
  /** A text is drawn as the usual grey line; anything else as the caller drew it (e.g. with a way to clear a search). */
  empty: ReactNode;
  /** Rows of placeholders while the first answer is on its way. */
  loadingRows?: number;
  paging?: { pages: number; page: number; onPage(page: number): void };
  /** The table's density: a list of many short rows (the summaries) draws it small. */
  size?: 'small' | 'medium';
}

export interface TablePageProps<T> extends Omit<ListTableProps<T>, 'label'> {
  title: string;
  intro: string;
  /** Beside the heading, e.g. the add button. */
  actions?: ReactNode;
  /** Below the card, e.g. a dialog the page opens. */
  children?: ReactNode;
}

/**
 * A hand-built list page that looks like the areas' lists (ResourceList): heading and intro,
 * a card holding its ListTable, and below it what the page opens. The group overview, the
 * clients, the subscriptions, the invoices and the call summaries are drawn by it; the call
 * flows' tabs hold a ListTable each.
 */
export function TablePage<T>({ title, intro, actions, children, ...table }: TablePageProps<T>) {
  return (
    <Box sx={{ width: '100%', pb: 3 }}>
      <PageHeader title={title} actions={actions} />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {intro}
      </Typography>
      <Card>
        <ListTable label={title} {...table} />
      </Card>
      {children}
    </Box>
  );
}

/**
 * The search with its count, the table with placeholders while it loads, a line when it is
 * empty, the error with a retry, and the pages.
 */
export function ListTable<T>({ label, search, filters, read, retryLabel, head, columns = 1, row, fit, empty, loadingRows = 3, paging, size }: ListTableProps<T>) {
  const messageText = useMessageText();
  const rows = read.data?.results;
  return (
    <>
      {search ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 2, pb: 1.5, alignItems: 'center', minHeight: 68 }}>
          <SearchBox value={search.value} onChange={search.onChange} label={search.label} />
          {filters}
          <Box sx={{ flex: 1 }} />
          {search.total !== undefined ? (
            <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }} aria-live="polite" data-testid="list-total">
              {search.total}
            </Box>
          ) : null}
        </Box>
      ) : null}
      {read.error ? (
        <Alert severity="error" sx={{ m: 2 }} action={<Button color="inherit" size="small" onClick={read.retry}>{retryLabel}</Button>}>
          {messageText(failureOf(read.error).message)}
        </Alert>
      ) : fit ? (
        <FitTable label={label} rows={rows} empty={<EmptyLine empty={empty} />} loadingRows={loadingRows} size={size} {...fit} />
      ) : (
        <ScrollRegion label={label}>
          <Table aria-label={label} size={size}>
            <TableHead>
              <TableRow>{head}</TableRow>
            </TableHead>
            <TableBody>
              {!rows
                ? Array.from({ length: loadingRows }, (_, i) => (
                    <TableRow key={i}>
                      <TableCell colSpan={columns}>
                        <Skeleton />
                      </TableCell>
                    </TableRow>
                  ))
                : rows.map((item) => row?.(item))}
              {rows && rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={columns}>
                    <EmptyLine empty={empty} />
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
      {paging && paging.pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1.5 }}>
          <Pagination count={paging.pages} page={paging.page} onChange={(_event, next) => paging.onPage(next)} />
        </Box>
      ) : null}
    </>
  );
}

/** A text as the usual grey line; anything else as the caller drew it. */
function EmptyLine({ empty }: { empty: ReactNode }) {
  return typeof empty === 'string' ? (
    <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
      {empty}
    </Typography>
  ) : (
    <>{empty}</>
  );
}

/**
 * The search of a server-paged list: what is typed, and what is asked for once typing pauses
 * (back to the first page then), as the areas' lists and the selectors do.
 */
export function useListSearch(): { input: string; setInput(value: string): void; search: string; page: number; setPage(page: number): void } {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(input.trim());
      setPage(1);
    }, SELECTOR_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  return { input, setInput, search, page, setPage };
}

import { Fragment, type Key, type ReactNode } from 'react';
import { Box } from '@mui/material';

/** One line of a stacked record: a column's label beside its value. */
export interface StackedDetail {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/** A record drawn as a block: its name first, then its other columns. */
export interface StackedRecord {
  key: Key;
  title?: ReactNode;
  details: StackedDetail[];
  /** Opens the record (a click anywhere on the block); its title holds the link for the keyboard. */
  onOpen?: () => void;
  /** Below the details, e.g. a row's own buttons: a click there does not open the record. */
  extra?: ReactNode;
  testId?: string;
}

/**
 * Records on a narrow screen: one block per record instead of a table whose columns would
 * shrink to a few pixels or push the page sideways. The one way lists stack, the engine's
 * (StackedList) and the hand-built tables' (FitTable) alike.
 */
export function StackedRecords({ label, records }: { label: string; records: StackedRecord[] }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {records.map((record) => (
        <Box
          component="li"
          key={record.key}
          data-testid={record.testId ?? 'list-record'}
          onClick={record.onOpen}
          sx={{
            px: 2, py: 1.25, borderTop: 1, borderColor: 'divider',
            ...(record.onOpen ? { cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } } : {}),
            // A record stacked on a narrow screen shows its texts whole, wrapped: the table's cells
            // cut them to one line (an inline style there, so that a page of cells costs no style rules).
            '& span[title]': { whiteSpace: 'normal !important', overflowWrap: 'anywhere' },
          }}
        >
          {record.title}
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.25, m: 0, mt: 0.5, fontSize: 14 }}
          >
            {record.details.map((detail) => (
              <Fragment key={detail.key}>
                <Box component="dt" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {detail.label}
                </Box>
                <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {detail.value}
                </Box>
              </Fragment>
            ))}
          </Box>
          {record.extra ? (
            <Box sx={{ mt: 0.75 }} onClick={(event) => event.stopPropagation()}>
              {record.extra}
            </Box>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}

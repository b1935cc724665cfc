import { useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Pagination, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import CompareArrowsRoundedIcon from '@mui/icons-material/CompareArrowsRounded';
import RestoreRoundedIcon from '@mui/icons-material/RestoreRounded';
import { useTranslate } from 'ra-core';
import { failureOf, useMessageText } from '../../../dataProvider/failureMessage.ts';
import { useApiRead } from '../../../dataProvider/useApiRead.ts';
import type { CallFlowRecord } from '../list/api.ts';
import { COMPARE_CHOICES, listRevisions, REVISIONS_PAGE_SIZE, type Revision } from './api.ts';
import { CompareView } from './CompareView.tsx';
import { RestoreDialog } from './RestoreDialog.tsx';
import { defaultSides, revisionSide, type Side } from './sides.ts';
import { useDateFormat } from '../../../i18n/dates.ts';

/**
 * The flow's revisions, one per confirmed save, newest first (who, when, the comment), each
 * to compare with the live diagram or to restore; and the compare view of any two versions.
 */
export function RevisionsCard({ record, mayRestore }: { record: CallFlowRecord; mayRestore: boolean }) {
  const translate = useTranslate();
  const messageText = useMessageText();
  const [page, setPage] = useState(1);
  const [restoring, setRestoring] = useState<Revision>();
  const [sides, setSides] = useState<{ before: Side; after: Side }>();
  const compareRef = useRef<HTMLDivElement>(null);
  const revisions = useApiRead(['call_flow', 'pages', 'revisions', record.id, page], (signal) => listRevisions(record.id, page, REVISIONS_PAGE_SIZE, signal));
  // The selectors of the compare view offer the latest ones (the first page read once more, larger).
  const recent = useApiRead(['call_flow', 'pages', 'revisions', record.id, 'recent'], (signal) => listRevisions(record.id, 1, COMPARE_CHOICES, signal));
  const rows = revisions.data?.results;
  const pages = revisions.data ? Math.max(1, Math.ceil(revisions.data.count / REVISIONS_PAGE_SIZE)) : 1;
  const when = useDateFormat('dateTime');
  const title = translate('call_flow_pages.revisions.title');
  const choices = [...(recent.data?.results ?? []), ...(rows ?? []).filter((row) => !recent.data?.results.some((r) => r.id === row.id))];

  const compare = (next: { before: Side; after: Side }) => {
    setSides(next);
    // The view opens below the list: bring it into sight.
    requestAnimationFrame(() => compareRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  return (
    <>
      <Card component="section" aria-label={title}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
              {title}
            </Typography>
            <Button startIcon={<CompareArrowsRoundedIcon />} onClick={() => compare(defaultSides(recent.data?.results ?? rows ?? [], Boolean(record.working_diagram)))}>
              {translate('call_flow_pages.revisions.compare')}
            </Button>
          </Box>
          {revisions.error ? (
            <Alert severity="error" action={<Button color="inherit" size="small" onClick={revisions.retry}>{translate('call_flow_pages.try_again')}</Button>}>
              {messageText(failureOf(revisions.error).message)}
            </Alert>
          ) : !rows ? (
            <Skeleton height={80} />
          ) : rows.length === 0 ? (
            <Typography color="text.secondary">{translate('call_flow_pages.revisions.none')}</Typography>
          ) : (
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('call_flow_pages.revisions.number')}</TableCell>
                  <TableCell>{translate('call_flow_pages.revisions.when')}</TableCell>
                  <TableCell>{translate('call_flow_pages.revisions.who')}</TableCell>
                  <TableCell>{translate('call_flow_pages.revisions.comment')}</TableCell>
                  <TableCell align="right">{translate('call_flow_pages.list.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((revision) => (
                  <TableRow key={revision.id} data-testid={`revision-${revision.number}`}>
                    <TableCell>{revision.number}</TableCell>
                    <TableCell>{when.format(revision.created_at)}</TableCell>
                    <TableCell>{revision.created_by?.name ?? translate('call_flow_pages.revisions.someone')}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{revision.comment || <Box component="span" sx={{ color: 'text.secondary' }}>{translate('call_flow_pages.revisions.no_comment')}</Box>}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button
                        size="small"
                        startIcon={<CompareArrowsRoundedIcon />}
                        onClick={() => compare({ before: revisionSide(revision), after: record.working_diagram ? 'working' : 'live' })}
                        aria-label={translate('call_flow_pages.revisions.compare_number', { number: revision.number })}
                      >
                        {translate('call_flow_pages.revisions.compare_short')}
                      </Button>
                      {mayRestore ? (
                        <Button
                          size="small"
                          startIcon={<RestoreRoundedIcon />}
                          onClick={() => setRestoring(revision)}
                          aria-label={translate('call_flow_pages.revisions.restore_number', { number: revision.number })}
                        >
                          {translate('call_flow_pages.revisions.restore')}
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {pages > 1 ? (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 1 }}>
              <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} size="small" />
            </Box>
          ) : null}
        </CardContent>
      </Card>
      <Box ref={compareRef} sx={{ scrollMarginTop: 80 }}>
        {sides ? <CompareView record={record} revisions={choices} before={sides.before} after={sides.after} onChange={setSides} onClose={() => setSides(undefined)} /> : null}
      </Box>
      {restoring ? (
        <RestoreDialog
          flow={record.id}
          revision={restoring}
          hasWorking={Boolean(record.working_diagram)}
          onClose={() => setRestoring(undefined)}
          onRestored={() => {
            setRestoring(undefined);
            // What the restore changed: the live diagram against the working changes it made.
            setSides((open) => (open ? { before: 'live', after: 'working' } : open));
          }}
        />
      ) : null}
    </>
  );
}

import { Alert, Box, Button, Skeleton, Stack } from '@mui/material';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslate } from 'ra-core';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { isApiError } from '../../dataProvider/client.ts';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { PageHeader } from '../../engine/ui/PageHeader.tsx';
import { NotFoundPage } from '../../shell/notFound/NotFoundPage.tsx';
import { SummaryView } from '../../resources/call_summary/SummaryView.tsx';
import { SummariseButton } from '../../resources/call_summary/SummariseButton.tsx';
import { summaryApi } from '../../resources/call_summary/summaryApi.ts';
import { callApi } from './callApi.ts';
import { CALL_HISTORY_ROUTE, useCallHistoryAccess } from './useCallHistoryAccess.ts';

/**
 * /reports/call-history/summary/{id}: the summary of one call, drawn by the summaries' one view
 * (src/resources/call_summary/SummaryView.tsx); a recorded call without one offers Summarise.
 */
export default function SummaryPage() {
  const { id } = useParams();
  const call = Number(id);
  if (!useCallHistoryAccess() || !/^\d+$/.test(id ?? '') || call < 1) return <NotFoundPage />;
  return <CallSummary key={call} call={call} />;
}

function CallSummary({ call }: { call: number }) {
  const translate = useTranslate();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const here = `${CALL_HISTORY_ROUTE}/summary/${call}`;
  const record = useApiRead(['cdr', 'details', call], (signal) => callApi.get(call, signal));
  const summary = useApiRead(['call_summary', 'of-call', call], (signal) => summaryApi.ofCall(call, signal).then((s) => s ?? null));
  if (summary.data) return <SummaryView id={Number(summary.data.id)} back={CALL_HISTORY_ROUTE} />;
  const missing = isApiError(record.error) && record.error.status === 404;
  const error = (!missing && record.error) || summary.error;
  return (
    <Box sx={{ width: '100%', pb: 3 }}>
      <PageHeader title={translate('resources.cdr.summary.title')} back={CALL_HISTORY_ROUTE} />
      {missing ? <Alert severity="info">{translate('resources.cdr.summary.not_found')}</Alert> : null}
      {error ? <Alert severity="error">{messageText(failureOf(error).message)}</Alert> : null}
      {(!record.data || summary.data === undefined) && !record.error && !summary.error ? <Skeleton variant="rounded" height={160} /> : null}
      {record.data && summary.data === null ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="info" role="status">{translate('resources.call_summary.view.none')}</Alert>
          {record.data.recording ? (
            <SummariseButton call={call} seconds={record.data.billsec || record.data.duration} onRequested={() => { summary.retry(); navigate(here, { replace: true }); }} />
          ) : (
            <Alert severity="warning">{translate('resources.call_summary.summarise.no_recording')}</Alert>
          )}
          <Button component={RouterLink} to={CALL_HISTORY_ROUTE}>{translate('resources.call_summary.view.call_history')}</Button>
        </Stack>
      ) : null}
    </Box>
  );
}

import { useState } from 'react';
import { Alert, Box, Card, CardContent, FormControlLabel, Skeleton, Switch, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { useTranslate } from 'ra-core';
import { apiClient } from '../../dataProvider/apiClient.ts';
import { isApiError, resultOf } from '../../dataProvider/client.ts';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { PageHeader } from '../../engine/ui/PageHeader.tsx';
import { NotFoundPage } from '../notFound/NotFoundPage.tsx';
import { callApi } from './callApi.ts';
import { CALL_HISTORY_ROUTE, useCallHistoryAccess } from './useCallHistoryAccess.ts';

/**
 * /reports/call-history/summary/{id}: the summary of one call when there is one, with its
 * private/public switch (configuration-areas §4); otherwise it says that the call has none.
 */
export default function SummaryPage() {
  const { id } = useParams();
  const call = Number(id);
  if (!useCallHistoryAccess() || !/^\d+$/.test(id ?? '') || call < 1) return <NotFoundPage />;
  return <CallSummary call={call} />;
}

interface Summary {
  id: number;
  quick_summary: string;
  detailed_summary?: string;
  visibility: 'private' | 'public';
  version: number;
}

function CallSummary({ call }: { call: number }) {
  const translate = useTranslate();
  const messageText = useMessageText();
  const t = (key: string) => translate(`resources.cdr.summary.${key}`);
  const record = useApiRead(['cdr', 'details', call], (signal) => callApi.get(call, signal));
  const summaryId = record.data?.summary ?? undefined;
  const summary = useApiRead(['call_summary', summaryId], (signal) =>
    summaryId === undefined
      ? Promise.resolve(undefined)
      : (resultOf(apiClient.GET('/v1/call_summaries/{id}/', { params: { path: { id: summaryId } }, signal }), signal) as Promise<Summary>),
  );
  const [saved, setSaved] = useState<Summary>();
  const [error, setError] = useState<unknown>();
  const shown = saved ?? summary.data;

  async function toggle(isPublic: boolean) {
    if (!shown) return;
    setError(undefined);
    try {
      const body = { visibility: isPublic ? 'public' : 'private' } as never;
      setSaved((await resultOf(apiClient.PATCH('/v1/call_summaries/{id}/', { params: { path: { id: shown.id } }, body }))) as Summary);
    } catch (err) {
      setError(err);
    }
  }

  const missing = isApiError(record.error) && record.error.status === 404;
  return (
    <Box sx={{ width: '100%', pb: 3 }}>
      <PageHeader title={t('title')} back={CALL_HISTORY_ROUTE} />
      {missing ? <Alert severity="info">{t('not_found')}</Alert> : null}
      {record.error && !missing ? <Alert severity="error">{messageText(failureOf(record.error).message)}</Alert> : null}
      {summary.error ? <Alert severity="error">{messageText(failureOf(summary.error).message)}</Alert> : null}
      {error ? <Alert severity="error">{messageText(failureOf(error).message)}</Alert> : null}
      {!record.data && !record.error ? <Skeleton variant="rounded" height={160} /> : null}
      {record.data && summaryId === undefined ? (
        <Alert severity="info" role="status">{t('none')}</Alert>
      ) : null}
      {shown ? (
        <Card variant="outlined">
          <CardContent>
            <FormControlLabel
              control={<Switch checked={shown.visibility === 'public'} onChange={(e) => void toggle(e.target.checked)} />}
              label={`${t('visibility')}: ${t(shown.visibility)}`}
            />
            <Typography variant="h6" component="h2" sx={{ mt: 2 }}>{t('quick')}</Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{shown.quick_summary}</Typography>
            {shown.detailed_summary ? (
              <>
                <Typography variant="h6" component="h2" sx={{ mt: 2 }}>{t('detailed')}</Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{shown.detailed_summary}</Typography>
              </>
            ) : null}
          </CardContent>
        </Card>
      ) : null}
    </Box>
  );
}

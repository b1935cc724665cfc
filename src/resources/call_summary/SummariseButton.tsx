import { useState } from 'react';
import { Alert, Button, DialogContentText, Skeleton } from '@mui/material';
import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import { useTranslate } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { ConfirmDialog } from '../../engine/ui/ConfirmDialog.tsx';
import { costOf } from '../../../core/callSummary/cost.ts';
import { summaryApi, type Summary } from './summaryApi.ts';
import { SUMMARIES_ROUTE } from './routes.ts';

/**
 * "Summarise" (configuration-areas §4): asks for the summary of a recorded call after saying
 * what it costs, how many credits the group has left and what is sent where (issue 21). The
 * server checks the credits again and refuses too few (the catalogue's insufficient-credits
 * message, shown in the dialog). Then the pending summary opens, unless the caller follows it
 * itself (`onRequested`). Not offered, with the reason in its place, when no AI server is
 * configured or the group turned summaries off: never a failure after the credits are taken.
 */
export function SummariseButton({ call, seconds, again = false, onRequested }: { call: number; seconds: number; again?: boolean; onRequested?(summary: Summary): void }) {
  const translate = useTranslate();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = (key: string, options?: object) => translate(`resources.call_summary.summarise.${key}`, options);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const cost = costOf(seconds);
  const service = useApiRead(['call_summary', 'service'], (signal) => summaryApi.service(signal));

  async function request() {
    setBusy(true);
    setError(undefined);
    try {
      // The cost shown goes with the request: the server refuses another price than the one confirmed (price_changed).
      const summary = (await summaryApi.request(call, cost)) as Summary;
      await queryClient.invalidateQueries({ queryKey: ['call_summary'] });
      await queryClient.invalidateQueries({ queryKey: ['cdr'] });
      setOpen(false);
      if (onRequested) onRequested(summary);
      else navigate(`${SUMMARIES_ROUTE}/${summary.id}`);
    } catch (err) {
      setError(messageText(failureOf(err).message));
    } finally {
      setBusy(false);
    }
  }

  if (!service.data) return service.error ? null : <Skeleton width={120} height={36} />;
  if (service.data.reason) {
    return (
      <Alert severity="info" data-testid="summarise-unavailable">
        {translate(`resources.call_summary.service.${service.data.reason}`)}
      </Alert>
    );
  }

  return (
    <>
      <Button variant={again ? 'text' : 'contained'} color={again ? 'inherit' : 'primary'} size={again ? 'small' : 'medium'} startIcon={again ? undefined : <AutoAwesomeRoundedIcon />} onClick={() => setOpen(true)}>
        {again ? translate('resources.call_summary.view.summarise_again') : t('button')}
      </Button>
      <ConfirmDialog
        id="summarise"
        open={open}
        title={t('title')}
        text={<CreditsText cost={cost} />}
        more={<SentWhere service={service.data} />}
        confirmLabel={t('confirm')}
        confirmColor="primary"
        busy={busy}
        failure={error}
        onConfirm={() => void request()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

/**
 * Summarise again, from a summary that failed (it gave its credits back, so it no longer holds
 * its cost): the cost from the call's talk time, read as the call history reads it, as the
 * server counts it.
 */
export function SummariseAgain({ call }: { call: number }) {
  const record = useApiRead(['cdr', 'details', call], (signal) => resultOf(apiClient.GET('/v1/cdr/{id}/', { params: { path: { id: call } }, signal }), signal));
  if (!record.data) return null;
  return <SummariseButton call={call} seconds={record.data.billsec || record.data.duration} again />;
}

type Service = Awaited<ReturnType<typeof summaryApi.service>>;

/** What leaves the server and for where: the recording, then its transcript (hosts and models, as configured). */
function SentWhere({ service }: { service: Service }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.call_summary.service.${key}`, options);
  const sent = service.transcription && service.chat
    ? t('ai', { transcription: service.transcription.host, transcription_model: service.transcription.model, chat: service.chat.host, chat_model: service.chat.model })
    : service.summariser ? t('summariser', { host: service.summariser.host }) : '';
  return (
    <DialogContentText data-testid="summarise-privacy" sx={{ mt: 1 }}>
      {sent} {service.transcription ? t('kept') : ''}
    </DialogContentText>
  );
}

function CreditsText({ cost }: { cost: number }) {
  const translate = useTranslate();
  const credits = useApiRead(['call_summary', 'credits'], (signal) => summaryApi.credits(signal));
  if (!credits.data) return credits.error ? null : <Skeleton />;
  return translate('resources.call_summary.summarise.text', { cost, available: credits.data.available });
}

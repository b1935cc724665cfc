import { useState } from 'react';
import { Button, Skeleton } from '@mui/material';
import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import { useTranslate } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { ConfirmDialog } from '../../engine/ui/ConfirmDialog.tsx';
import { costOf } from '../../../core/callSummary/cost.ts';
import { summaryApi, type Summary } from './summaryApi.ts';
import { SUMMARIES_ROUTE } from './routes.ts';

/**
 * "Summarise" (configuration-areas §4): asks for the summary of a recorded call after saying
 * what it costs and how many credits the group has left. The server checks the credits again
 * and refuses too few (the catalogue's insufficient-credits message, shown in the dialog).
 * Then the pending summary opens, unless the caller follows it itself (`onRequested`).
 */
export function SummariseButton({ call, seconds, again = false, onRequested }: { call: number; seconds?: number; again?: boolean; onRequested?(summary: Summary): void }) {
  const translate = useTranslate();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = (key: string, options?: object) => translate(`resources.call_summary.summarise.${key}`, options);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const cost = costOf(seconds ?? 0);

  async function request() {
    setBusy(true);
    setError(undefined);
    try {
      const summary = (await summaryApi.request(call)) as Summary;
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

function CreditsText({ cost }: { cost: number }) {
  const translate = useTranslate();
  const credits = useApiRead(['call_summary', 'credits'], (signal) => summaryApi.credits(signal));
  if (!credits.data) return credits.error ? null : <Skeleton />;
  return translate('resources.call_summary.summarise.text', { cost, available: credits.data.available });
}

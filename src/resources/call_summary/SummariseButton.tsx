import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Skeleton } from '@mui/material';
import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import { useTranslate } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { costOf } from './cost.ts';
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
      {open ? (
        <Dialog open onClose={() => !busy && setOpen(false)} aria-labelledby="summarise-title" maxWidth="xs" fullWidth>
          <DialogTitle id="summarise-title">{t('title')}</DialogTitle>
          <DialogContent>
            <CreditsText cost={cost} />
            {error ? <Alert severity="error" role="alert" sx={{ mt: 2 }}>{error}</Alert> : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={busy}>{t('cancel')}</Button>
            <Button variant="contained" onClick={() => void request()} disabled={busy}>{t('confirm')}</Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
}

function CreditsText({ cost }: { cost: number }) {
  const translate = useTranslate();
  const credits = useApiRead(['call_summary', 'credits'], (signal) => summaryApi.credits(signal));
  if (!credits.data) return credits.error ? null : <Skeleton />;
  return <DialogContentText>{translate('resources.call_summary.summarise.text', { cost, available: credits.data.available })}</DialogContentText>;
}

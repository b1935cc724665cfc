import { Alert, Box, Button, Drawer, IconButton, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslate } from 'ra-core';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { AudioPlayer } from '../../engine/ui/AudioPlayer.tsx';
import { CALL_HISTORY_ROUTE } from './useCallHistoryAccess.ts';
import { callApi } from './callApi.ts';
import { formatDuration } from '../../i18n/duration.ts';
import { partyText } from './format.ts';
import { SummariseButton } from '../../resources/call_summary/SummariseButton.tsx';
import type { DateFormatter } from '../../i18n/dates.ts';

/** A call's details in a drawer beside the list: its facts, its steps, its recording and its summary link. */
export function CallDetails({ id, onClose, dateTime, money }: { id: number; onClose: () => void; dateTime: DateFormatter; money: Intl.NumberFormat }) {
  const translate = useTranslate();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const t = (key: string, options?: object) => translate(`resources.cdr.${key}`, options);
  const call = useApiRead(['cdr', 'details', id], (signal) => callApi.get(id, signal));
  const data = call.data;
  const withheld = t('withheld');
  const facts: [string, string][] = data
    ? [
        ['call_start', dateTime.format(data.call_start)],
        ['caller', partyText(data.caller, withheld)],
        ['callee', partyText(data.callee, withheld)],
        ['direction', t(`direction.${data.direction}`)],
        ['status', t(`status.${data.status}`)],
        ['duration', formatDuration(data.duration)],
        ['billsec', formatDuration(data.billsec ?? 0)],
        ['cost', money.format(data.cost ?? 0)],
      ]
    : [];
  return (
    <Drawer anchor="right" open onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 }, p: 2 }, role: 'dialog', 'aria-label': t('page.details') } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>{t('page.details')}</Typography>
        <IconButton onClick={onClose} aria-label={t('page.close')}><CloseRoundedIcon /></IconButton>
      </Box>
      {call.error ? <Alert severity="error">{messageText(failureOf(call.error).message)}</Alert> : null}
      {!data && !call.error ? <Skeleton variant="rounded" height={240} /> : null}
      {data ? (
        <>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
            {facts.map(([field, text]) => (
              <Box key={field} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">{t(`fields.${field}`)}</Typography>
                <Typography component="dd" sx={{ m: 0 }} data-field={field}>{text}</Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>{t('fields.recording')}</Typography>
          {data.recording ? (
            <AudioPlayer load={() => callApi.recording(id)} fileName={`call-${id}`} labels={{ play: t('page.play'), download: t('page.download') }} />
          ) : (
            <Typography color="text.secondary">{t('page.no_recording')}</Typography>
          )}
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>{t('fields.legs')}</Typography>
          <List dense aria-label={t('fields.legs')}>
            {(data.legs ?? []).map((leg, index) => (
              <ListItem key={index} disableGutters>
                <ListItemText primary={`${t(`steps.${leg.step}`)}${leg.party ? ` · ${partyText(leg.party, withheld)}` : ''}`} secondary={dateTime.format(leg.at)} />
              </ListItem>
            ))}
          </List>
          {data.summary || !data.recording ? (
            <Button component={RouterLink} to={`${CALL_HISTORY_ROUTE}/summary/${id}`} variant="outlined" sx={{ mt: 1 }}>
              {t('page.summary')}
            </Button>
          ) : (
            // A recorded call without a summary: ask for one, then follow it on the call's summary page.
            <Box sx={{ mt: 1 }}>
              <SummariseButton call={id} seconds={data.billsec || data.duration} onRequested={() => navigate(`${CALL_HISTORY_ROUTE}/summary/${id}`)} />
            </Box>
          )}
        </>
      ) : null}
    </Drawer>
  );
}

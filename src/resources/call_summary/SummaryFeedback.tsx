import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, List, ListItem, ListItemText, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import ThumbUpRoundedIcon from '@mui/icons-material/ThumbUpRounded';
import ThumbDownRoundedIcon from '@mui/icons-material/ThumbDownRounded';
import { useTranslate } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { useDateFormat } from '../../i18n/dates.ts';
import { FEEDBACK_COMMENT_MAX } from '../../../core/callSummary/feedback.ts';
import { summaryApi, type Feedback } from './summaryApi.ts';

/**
 * Summary feedback (portal-overview §3): the reader says whether the summary was useful, with an
 * optional comment, and sees their rating; the group's administrators see every reader's
 * (the server answers `ratings` to them alone).
 */
export function SummaryFeedback({ id }: { id: number }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.call_summary.feedback.${key}`, options);
  const messageText = useMessageText();
  const queryClient = useQueryClient();
  const dateTime = useDateFormat('dateTime');
  const key = ['call_summary', 'feedback', id];
  const read = useApiRead(key, (signal) => summaryApi.feedback(id, signal));
  const [useful, setUseful] = useState<boolean | undefined>();
  const [comment, setComment] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const mine = read.data?.mine ?? null;
  const chosen = useful ?? mine?.useful;
  const text = comment ?? mine?.comment ?? '';

  async function send() {
    if (chosen === undefined) return;
    setSaving(true);
    setFailure(undefined);
    try {
      const answer = await summaryApi.rate(id, { useful: chosen, comment: text });
      queryClient.setQueryData<Feedback>(key, answer);
      setUseful(undefined);
      setComment(undefined);
    } catch (error) {
      setFailure(messageText(failureOf(error).message));
    } finally {
      setSaving(false);
    }
  }

  if (!read.data) return null;
  const changed = (useful !== undefined && useful !== mine?.useful) || (comment !== undefined && comment !== (mine?.comment ?? ''));
  return (
    <Card variant="outlined" component="section" aria-label={t('title')} data-testid="summary-feedback">
      <CardContent>
        <Typography variant="h6" component="h2">{t('title')}</Typography>
        <Stack spacing={1.5} sx={{ mt: 1 }}>
          <ToggleButtonGroup exclusive value={chosen ?? null} onChange={(_e, v: boolean | null) => v !== null && setUseful(v)} aria-label={t('question')} size="small">
            <ToggleButton value={true} aria-label={t('useful')}><ThumbUpRoundedIcon fontSize="small" sx={{ mr: 1 }} />{t('useful')}</ToggleButton>
            <ToggleButton value={false} aria-label={t('not_useful')}><ThumbDownRoundedIcon fontSize="small" sx={{ mr: 1 }} />{t('not_useful')}</ToggleButton>
          </ToggleButtonGroup>
          <TextField label={t('comment')} value={text} onChange={(e) => setComment(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: FEEDBACK_COMMENT_MAX } }} />
          {failure ? <Alert severity="error" role="alert">{failure}</Alert> : null}
          <Box>
            <Button variant="contained" onClick={() => void send()} disabled={saving || chosen === undefined || !changed}>{t('send')}</Button>
          </Box>
          {mine ? (
            <Typography variant="body2" color="text.secondary" role="status">
              {t(mine.useful ? 'mine_useful' : 'mine_not_useful', { date: dateTime.format(mine.updated_at) })}
            </Typography>
          ) : null}
        </Stack>
        {read.data.ratings ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h3">{t('all', { smart_count: read.data.ratings.length })}</Typography>
            <List dense aria-label={t('all', { smart_count: read.data.ratings.length })}>
              {read.data.ratings.map((r) => (
                <ListItem key={r.user} disableGutters>
                  <ListItemText primary={`${r.name}: ${t(r.useful ? 'useful' : 'not_useful')}`} secondary={r.comment || undefined} />
                </ListItem>
              ))}
            </List>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}

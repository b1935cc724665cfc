import { useState, type FormEvent } from 'react';
import { Box, Button, InputBase } from '@mui/material';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import { useLocation } from 'react-router';
import { useNotify, useTranslate } from 'ra-core';
import { useSession } from '../auth/useSession.ts';
import { apiClient } from '../dataProvider/apiClient.ts';
import { resultOf } from '../dataProvider/client.ts';

/** The feedback schema's limit on the text. */
const MAX_LENGTH = 5000;

/**
 * The footer's feedback box (portal-overview §1, §5, §8): Send waits for some text; the
 * outcome is told with feedback_submit_success or feedback_submit_error.
 */
export function FeedbackBox() {
  const translate = useTranslate();
  const notify = useNotify();
  const session = useSession();
  const { pathname } = useLocation();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  if (session.status !== 'signed-in') return null;
  const { profile } = session;
  const empty = text.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty || sending) return;
    setSending(true);
    const body = {
      requester: profile.email || profile.username,
      subject: translate('account.feedback.subject', { page: pathname }).slice(0, 200),
      description: text.trim(),
    };
    resultOf(apiClient.POST('/v1/feedback/', { body }))
      .then(() => {
        setText('');
        notify('feedback_submit_success', { type: 'success' });
      })
      .catch(() => notify('feedback_submit_error', { type: 'error' }))
      .finally(() => setSending(false));
  };

  const label = translate('account.feedback.label');
  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label={label}
      sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, width: '100%', maxWidth: 560, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, pl: 1.5, pr: 0.5, py: 0.5 }}
    >
      <InputBase
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={translate('account.feedback.placeholder')}
        // A plain textarea that the browser sizes to its text (up to four lines): MUI autosizes
        // every multiline input by measuring the page's layout as it mounts, on every page, some
        // 40 ms of a bookmarked list's first rows (bench/extensionsListRender); a textarea given
        // as the input component is left alone.
        multiline
        inputComponent="textarea"
        rows={1}
        slotProps={{ input: { 'aria-label': label, maxLength: MAX_LENGTH } }}
        sx={{ flex: 1, fontSize: 14, py: 0.5, '& textarea': { fieldSizing: 'content', maxHeight: '4lh', overflowY: 'auto' } }}
      />
      <Button type="submit" size="small" variant="contained" endIcon={<SendRoundedIcon />} disabled={empty || sending}>
        {translate('account.feedback.send')}
      </Button>
    </Box>
  );
}

import { useRef, useState } from 'react';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import { useNotify, useRefresh, useTranslate, type RaRecord } from 'ra-core';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import type { UserMessage } from '../../dataProvider/apiError.ts';
import { AUDIO_ACCEPT, MEDIA_MAX_BYTES } from './limits.ts';
import { mediaApi } from './mediaApi.ts';

const FIELD_ID = 'media-audio-file';

/**
 * Choosing and uploading a media file's audio, or replacing it (the record stays, with its
 * reference and owners). The portal refuses what it can see at once (no file, over 15 MB, not
 * announced as audio); the server reads every file's kind from its content and answers at the
 * field, in the catalogue's words, which are shown under the chooser.
 */
export function AudioUpload({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const messageText = useMessageText();
  const notify = useNotify();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<UserMessage>();
  const [busy, setBusy] = useState(false);

  function choose(chosen: File | undefined) {
    setFile(chosen);
    setProblem(undefined);
    if (chosen && chosen.size > MEDIA_MAX_BYTES) setProblem({ key: 'errors.media_too_large', args: { limit: MEDIA_MAX_BYTES / 1000 / 1000 } });
    else if (chosen && chosen.type && !chosen.type.startsWith('audio/')) setProblem({ key: 'errors.media_file_type' });
  }

  async function upload() {
    if (!file) {
      setProblem({ key: 'errors.required' });
      input.current?.focus();
      return;
    }
    if (problem) return;
    setBusy(true);
    try {
      await mediaApi.upload(Number(record.id), file);
      notify('resources.media_file.audio.uploaded', { type: 'success' });
      setFile(undefined);
      if (input.current) input.current.value = '';
      refresh();
    } catch (error) {
      const failure = failureOf(error);
      setProblem(failure.fields.file ?? failure.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => { event.preventDefault(); void upload(); }} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography component="label" htmlFor={FIELD_ID} variant="body2" sx={{ fontWeight: 600 }}>
        {translate(record.file_name ? 'resources.media_file.audio.replace_label' : 'resources.media_file.audio.choose_label')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <input
          ref={input}
          id={FIELD_ID}
          name="file"
          type="file"
          accept={AUDIO_ACCEPT}
          aria-invalid={Boolean(problem)}
          aria-describedby={`${FIELD_ID}-help`}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <Button type="submit" variant="contained" startIcon={<UploadFileRoundedIcon />} disabled={busy} data-testid="media-upload">
          {translate(busy ? 'resources.media_file.audio.uploading' : record.file_name ? 'resources.media_file.audio.replace' : 'resources.media_file.audio.upload')}
        </Button>
      </Box>
      <FormHelperText id={`${FIELD_ID}-help`} error={Boolean(problem)} role={problem ? 'alert' : undefined} data-testid="media-file-error">
        {problem ? messageText(problem) : translate('resources.media_file.audio.hint')}
      </FormHelperText>
    </Box>
  );
}

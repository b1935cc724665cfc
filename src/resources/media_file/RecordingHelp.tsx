import { Alert } from '@mui/material';
import { useTranslate } from 'ra-core';

/** configuration-areas §9: how a message is recorded, or recorded again, from a phone. */
export function RecordingHelp({ reference }: { reference?: number }) {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="recording-help">
      {reference === undefined
        ? translate('resources.media_file.recording.help')
        : translate('resources.media_file.recording.rerecord', { reference })}
    </Alert>
  );
}

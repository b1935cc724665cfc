import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'ra-core';
import { useWriteAccess } from '../../engine/form/useWriteAccess.ts';
import { AudioUpload } from './AudioUpload.tsx';
import { MediaPlayer } from './MediaPlayer.tsx';
import { RecordingHelp } from './RecordingHelp.tsx';

/** Under a media file's form: its audio (player, download, what it is), how to record it again, and the upload. */
export function MediaAudioSection({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const access = useWriteAccess('media_file');
  const seconds = typeof record.duration === 'number' ? record.duration : undefined;
  return (
    <Card sx={{ mt: 2 }} data-testid="media-audio">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {translate('resources.media_file.audio.title')}
        </Typography>
        <RecordingHelp reference={typeof record.reference === 'number' ? record.reference : undefined} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <MediaPlayer record={record} />
          {record.file_name ? (
            <Typography variant="body2" color="text.secondary">
              {translate('resources.media_file.audio.facts', {
                name: record.file_name,
                size: Math.max(1, Math.round(Number(record.size ?? 0) / 1000)),
                seconds: seconds ?? '–',
              })}
            </Typography>
          ) : null}
        </Box>
        {access.changeable(record) === 'all' ? <AudioUpload record={record} /> : null}
      </CardContent>
    </Card>
  );
}

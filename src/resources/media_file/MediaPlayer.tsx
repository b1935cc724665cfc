import type { RaRecord } from 'ra-core';
import { useTranslate } from 'ra-core';
import { Typography } from '@mui/material';
import { AudioPlayer } from '../../engine/ui/AudioPlayer.tsx';
import { mediaApi } from './mediaApi.ts';

/**
 * A media file's player and download, in its list row and on its page; a file without audio
 * yet (to be recorded by phone) says 'No media' instead.
 */
export function MediaPlayer({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  if (!record.file_name) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="no-media">
        {translate('errors.no_media')}
      </Typography>
    );
  }
  const name = String(record.description ?? record.file_name);
  return (
    <AudioPlayer
      // The version in the key: a replaced file is fetched again, not played from the old blob.
      key={`${record.id}-${record.version}`}
      load={() => mediaApi.audio(Number(record.id))}
      fileName={String(record.file_name)}
      labels={{ play: translate('resources.media_file.audio.play', { name }), download: translate('resources.media_file.audio.download', { name }) }}
    />
  );
}

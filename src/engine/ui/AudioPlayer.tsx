import { useEffect, useRef, useState } from 'react';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import { useTranslate } from 'ra-core';

export interface AudioPlayerProps {
  /**
   * Fetches the audio. It is read through the API with the session's token (an <audio src>
   * could not send it, and a token in a URL would end up in logs), then played from a blob:
   * address, which the CSP's media-src allows.
   */
  load(): Promise<Blob>;
  /** The name a download is saved under. */
  fileName: string;
  /** What the two buttons say, in the area's words (e.g. "Play Welcome greeting"). */
  labels: { play: string; download: string };
  /** Called when the recording was played to its end (a voicemail message is then listened to, as phones count it). */
  onEnded?(): void;
}

/**
 * A recording's player and download, for any area that keeps audio (media files, voicemail
 * messages). Nothing is fetched before the user asks: a list of fifty recordings does not
 * download fifty files. A failed fetch shows the catalogue's audio download error.
 */
export function AudioPlayer({ load, fileName, labels, onEnded }: AudioPlayerProps) {
  const translate = useTranslate();
  const [url, setUrl] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [playAsked, setPlayAsked] = useState(false);
  const audio = useRef<HTMLAudioElement>(null);

  // The blob's address holds the audio in memory until it is revoked.
  useEffect(() => () => { if (url) URL.revokeObjectURL(url); }, [url]);

  // Played once the element is in the page: an effect runs after React has put it there, where a
  // frame callback could run before (on a busy machine the message was then never played).
  useEffect(() => {
    if (url && playAsked) void audio.current?.play().catch(() => undefined);
  }, [url, playAsked]);

  async function address(): Promise<string | undefined> {
    if (url) return url;
    setBusy(true);
    setFailed(false);
    try {
      const made = URL.createObjectURL(await load());
      setUrl(made);
      return made;
    } catch {
      setFailed(true);
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  async function play() {
    if (await address()) setPlayAsked(true);
  }

  async function download() {
    const href = await address();
    if (!href) return;
    const link = document.createElement('a');
    link.href = href;
    link.download = fileName;
    link.click();
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      {url ? (
        <audio ref={audio} src={url} controls preload="auto" aria-label={labels.play} onEnded={onEnded} style={{ height: 32, maxWidth: 220 }} />
      ) : (
        <Tooltip title={labels.play}>
          <span>
            <IconButton size="small" onClick={() => void play()} disabled={busy} aria-label={labels.play}>
              <PlayArrowRoundedIcon />
            </IconButton>
          </span>
        </Tooltip>
      )}
      <Tooltip title={labels.download}>
        <span>
          <IconButton size="small" onClick={() => void download()} disabled={busy} aria-label={labels.download}>
            <DownloadRoundedIcon />
          </IconButton>
        </span>
      </Tooltip>
      {failed ? (
        <Typography role="alert" color="error" variant="body2">
          {translate('errors.audio_download')}
        </Typography>
      ) : null}
    </Box>
  );
}

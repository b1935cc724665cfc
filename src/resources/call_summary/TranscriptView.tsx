import { Box, Card, CardContent, Typography } from '@mui/material';
import { formatDuration } from '../../i18n/duration.ts';
import { useTranslate } from 'ra-core';
import type { Transcript } from './summaryApi.ts';


/**
 * The transcript kept with the summary (issue 21), under it: one line per segment with its time,
 * a new speaker's label where the transcription endpoint told turns apart, or the text alone
 * when it gave no segments. Seen by whoever sees the summary: a private one's stays its requester's.
 */
export function TranscriptView({ transcript }: { transcript?: Transcript | null }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.call_summary.transcript.${key}`, options);
  const segments = transcript?.segments ?? [];
  return (
    <Card variant="outlined">
      <CardContent component="section" aria-label={t('title')} data-testid="summary-transcript">
        <Typography variant="h6" component="h2">{t('title')}</Typography>
        {!transcript ? <Typography color="text.secondary">{t('none')}</Typography> : null}
        {transcript && !segments.length ? <Typography sx={{ whiteSpace: 'pre-wrap' }}>{transcript.text}</Typography> : null}
        {segments.length ? (
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 0.75 }}>
            {segments.map((segment, i) => (
              <Box component="li" key={i} sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline' }}>
                <Typography component="time" variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 40 }} aria-label={t('at', { time: formatDuration(segment.start) })}>
                  {formatDuration(segment.start)}
                </Typography>
                <Box>
                  {segment.speaker && segment.speaker !== segments[i - 1]?.speaker ? (
                    <Typography variant="subtitle2" component="span" sx={{ mr: 1 }}>{t('speaker', { name: segment.speaker })}</Typography>
                  ) : null}
                  <Typography component="span">{segment.text}</Typography>
                </Box>
              </Box>
            ))}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}

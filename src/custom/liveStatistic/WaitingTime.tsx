import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { VisuallyHidden } from '../../engine/ui/VisuallyHidden.tsx';
import { formatDuration } from '../../i18n/duration.ts';
import { waitLevel } from './waiting.ts';

/** A waiting time, coloured at 15 s and 20 s (configuration-areas §9), and said in words for whoever cannot see colour. */
export function WaitingTime({ seconds }: { seconds: number }) {
  const translate = useTranslate();
  const level = waitLevel(seconds);
  const color = level === 'alert' ? 'error' : level === 'warning' ? 'warning' : undefined;
  return (
    <Box
      component="span"
      data-wait-level={level}
      sx={color ? { bgcolor: `${color}.main`, color: `${color}.contrastText`, px: 0.75, py: 0.25, borderRadius: 1, fontWeight: 600 } : undefined}
    >
      {formatDuration(seconds)}
      {level === 'normal' ? null : <VisuallyHidden> {translate(`live_statistic.wait_level.${level}`)}</VisuallyHidden>}
    </Box>
  );
}

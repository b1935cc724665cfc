import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { VisuallyHidden } from '../../engine/ui/VisuallyHidden.tsx';

/**
 * Tells a screen reader how many callers wait, politely and only when that number changes: the
 * wallboard's waiting times move every second, and a live region around them would speak over
 * everything else every second (issue 22). The visible counters stay outside any live region.
 */
export function WaitingAnnouncement({ waiting }: { waiting: number }) {
  const translate = useTranslate();
  return (
    <Box role="status" aria-live="polite" aria-atomic="true" data-testid="wallboard-announcement">
      <VisuallyHidden>{translate('live_statistic.announce_waiting', { smart_count: waiting })}</VisuallyHidden>
    </Box>
  );
}

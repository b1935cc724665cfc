import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import InboxRoundedIcon from '@mui/icons-material/InboxRounded';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import { useListContext, useTranslate } from 'ra-core';

/** Nothing stored yet: says so, says what the area is for, and offers to add the first record. */
export function EmptyState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }} data-testid="empty-state">
      <InboxRoundedIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3, maxWidth: 460, mx: 'auto' }}>
        {text}
      </Typography>
      {action}
    </Box>
  );
}

/** A search or filter that matches nothing: says so and offers to clear it. */
export function NoResults() {
  const translate = useTranslate();
  const { setFilters } = useListContext();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }} data-testid="no-results">
      <SearchOffRoundedIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
      <Typography sx={{ mt: 1 }}>{translate('engine.list.no_results')}</Typography>
      <Button sx={{ mt: 2 }} onClick={() => setFilters({}, {})}>
        {translate('engine.list.clear_filters')}
      </Button>
    </Box>
  );
}

import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

/** How much of a product's licences is used: a bar that turns amber near the limit and red past it. */
export function UsageBar({ used, quantity }: { used: number; quantity: number }) {
  const translate = useTranslate();
  const share = quantity > 0 ? Math.min(100, (used / quantity) * 100) : used > 0 ? 100 : 0;
  const color = used > quantity ? 'error' : share >= 80 ? 'warning' : 'primary';
  const label = translate('groups.subscriptions.usage_label', { used, quantity });
  return (
    <Box sx={{ minWidth: 140 }}>
      <LinearProgress variant="determinate" value={share} color={color} aria-label={label} sx={{ height: 8, borderRadius: 4 }} />
      {used > quantity ? (
        <Typography variant="caption" color="error">
          {translate('groups.subscriptions.over', { count: used - quantity })}
        </Typography>
      ) : null}
    </Box>
  );
}

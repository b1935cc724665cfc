import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useLocaleTag } from '../../engine/i18n/useLocaleTag.ts';
import type { ReactNode } from 'react';

/** The wallboard's headline figures, large enough to read across a room. */
export function Counters({ items }: { items: { key: string; value: number | ReactNode }[] }) {
  const translate = useTranslate();
  const number = new Intl.NumberFormat(useLocaleTag());
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', mb: 2 }}>
      {items.map(({ key, value }) => (
        <Card key={key} variant="outlined" data-testid={`counter-${key}`}>
          <CardContent>
            <Typography variant="body2" color="text.secondary" component="h2">{translate(`live_statistic.counters.${key}`)}</Typography>
            <Typography variant="h4" component="p" data-testid="value">{typeof value === 'number' ? number.format(value) : value}</Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

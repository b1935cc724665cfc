import { useMemo, type ComponentType } from 'react';
import { Box, Paper, Typography, type PaperProps } from '@mui/material';
import { useTranslate } from 'ra-core';
import { SELECTOR_VISIBLE_OPTIONS } from '../../../dataProvider/lookups.ts';

/**
 * The options' list of a selector, saying under it when there are more than it shows
 * ("Showing 9 of 42. Type to narrow the list."), so nobody mistakes the nine for all.
 */
export function useMorePaper(total: number): ComponentType<PaperProps> {
  const translate = useTranslate();
  return useMemo(
    () =>
      function OptionsPaper({ children, ...paper }: PaperProps) {
        return (
          <Paper {...paper}>
            {children}
            {total > 0 && (
              <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }} onMouseDown={(event) => event.preventDefault()}>
                <Typography variant="caption" color="text.secondary">
                  {translate('engine.selector.more', { shown: SELECTOR_VISIBLE_OPTIONS, total })}
                </Typography>
              </Box>
            )}
          </Paper>
        );
      },
    [total, translate],
  );
}

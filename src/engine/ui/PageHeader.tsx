import type { ReactNode } from 'react';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'ra-core';

export interface PageHeaderProps {
  title: ReactNode;
  /** A line under the title, e.g. the kind of record. */
  overline?: ReactNode;
  /** Where the back arrow goes (a form's list). */
  back?: string;
  actions?: ReactNode;
  /** h1 for a page; h2 for a section of another page (a phonebook's contacts). */
  heading?: 'h1' | 'h2';
}

/** The heading of an area's page: the page's one h1, its back link and its main actions. */
export function PageHeader({ title, overline, back, actions, heading = 'h1' }: PageHeaderProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1, mb: 2, flexWrap: 'wrap' }}>
      {back && (
        <Tooltip title={translate('engine.actions.back')}>
          <IconButton component={RouterLink} to={back} aria-label={translate('engine.actions.back')} edge="start">
            <ArrowBackRoundedIcon />
          </IconButton>
        </Tooltip>
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        {overline && (
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4, display: 'block' }}>
            {overline}
          </Typography>
        )}
        {/* A long title wraps (Dutch and French on a phone) rather than being cut. */}
        <Typography variant={heading === 'h1' ? 'h5' : 'h6'} component={heading} sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
      </Box>
      {/* On a phone the actions wrap under the title rather than leaving the screen (issue 20). */}
      {actions && <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', maxWidth: '100%' }}>{actions}</Box>}
    </Box>
  );
}

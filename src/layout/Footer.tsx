import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { APP_VERSION } from '../config.ts';

/**
 * Copyright line and version (portal-overview §1); inside the shell the feedback box comes
 * with them (`children`).
 */
export function Footer({ inverse = false, children }: { inverse?: boolean; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box
      component="footer"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, py: 2, px: 2, color: inverse ? 'rgba(255,255,255,0.72)' : 'text.secondary' }}
    >
      {children}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: { xs: 0.5, sm: 2 } }}>
        <Typography variant="caption">{translate('footer.copyright', { year: new Date().getFullYear() })}</Typography>
        <Typography variant="caption" data-testid="app-version">
          {translate('footer.version', { version: APP_VERSION })}
        </Typography>
      </Box>
    </Box>
  );
}

import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { APP_VERSION } from '../config.ts';

/** Copyright line and version (portal-overview §1); the feedback box joins it later. */
export function Footer({ inverse = false }: { inverse?: boolean }) {
  const translate = useTranslate();
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        gap: { xs: 0.5, sm: 2 },
        py: 2,
        px: 2,
        color: inverse ? 'rgba(255,255,255,0.72)' : 'text.secondary',
      }}
    >
      <Typography variant="caption">{translate('footer.copyright', { year: new Date().getFullYear() })}</Typography>
      <Typography variant="caption" data-testid="app-version">
        {translate('footer.version', { version: APP_VERSION })}
      </Typography>
    </Box>
  );
}

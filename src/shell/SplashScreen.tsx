import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

/** Shown while the session is restored or a part of the portal loads. */
export function SplashScreen() {
  const translate = useTranslate();
  return (
    <Box
      role="status"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}
    >
      <CircularProgress size={32} />
      <Typography color="text.secondary">{translate('session.restoring')}</Typography>
    </Box>
  );
}

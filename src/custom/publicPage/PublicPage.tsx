import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { BRAND } from '../../theme.ts';
import { Footer } from '../../layout/Footer.tsx';
import { BrandMark } from './BrandMark.tsx';
import { LanguageButtons } from './LanguageButtons.tsx';

/**
 * The frame of every page outside the shell (sign-in, password reset, 404 before sign-in):
 * the brand, a centred card, the language buttons and the footer.
 */
export function PublicPage({ children, width = 420 }: { children: ReactNode; width?: number }) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: `radial-gradient(1200px 600px at 15% -10%, #2c6df0 0%, transparent 60%), linear-gradient(160deg, ${BRAND.navy} 0%, #12306b 100%)`,
      }}
    >
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', px: 2, py: 6 }}>
        <Box sx={{ mb: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <BrandMark inverse />
          <Typography sx={{ color: 'rgba(255,255,255,0.72)', textAlign: 'center' }}>{translate('app.tagline')}</Typography>
        </Box>
        <Card sx={{ width: '100%', maxWidth: width, borderRadius: 3, border: 'none', boxShadow: '0 24px 60px rgba(6, 18, 44, 0.35)' }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>{children}</CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'center', borderTop: '1px solid', borderColor: 'divider', py: 1 }}>
            <LanguageButtons />
          </Box>
        </Card>
      </Box>
      <Footer inverse />
    </Box>
  );
}

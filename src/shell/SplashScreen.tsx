import { useEffect, useState } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useI18nProvider, useTranslate } from 'ra-core';
import { storedCredentials } from '../auth/session.ts';
import type { SwitchboardI18nProvider } from '../i18n/i18nProvider.ts';
import { SIDEBAR } from '../theme.ts';
import { OPENING_HEADING, openingTitle, watchHeadingPaint } from './pageTitle.ts';

/** The shell's top bar is 48 px high; its page heading starts about 56 px below it. */
const BAR_HEIGHT = 48;

/**
 * Shown while the session is restored or a part of the portal loads. Signed in, it is the
 * page's frame: the top bar's place in its colour, the side menu's room, and the heading of the
 * page being opened where that page draws it (pageTitle.ts), so that the page's name is on
 * screen while its code still loads (Lighthouse's largest paint, issue 19). The heading's line
 * is kept from the start, and the progress sits over the window's centre: nothing moves when
 * the heading comes.
 */
export function SplashScreen() {
  const translate = useTranslate();
  const i18n = useI18nProvider() as SwitchboardI18nProvider;
  const [framed] = useState(() => storedCredentials() !== null);
  // undefined while it is being found; null when the page has none.
  const [title, setTitle] = useState<string | null>();
  useEffect(() => {
    if (!framed) return;
    let current = true;
    void openingTitle(i18n).then((text) => current && setTitle(text ?? null));
    return () => {
      current = false;
    };
  }, [framed, i18n]);
  useEffect(() => {
    if (title === undefined) return;
    return watchHeadingPaint(title !== null);
  }, [title]);

  const progress = (
    <Box
      role="status"
      sx={{ position: 'fixed', inset: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, pointerEvents: 'none' }}
    >
      <CircularProgress size={32} />
      <Typography color="text.secondary">{translate('session.restoring')}</Typography>
    </Box>
  );
  if (!framed) return <Box sx={{ minHeight: '100vh' }}>{progress}</Box>;
  return (
    <Box sx={{ minHeight: '100vh' }} data-page-frame>
      <Box sx={{ height: BAR_HEIGHT, bgcolor: 'secondary.main' }} />
      <Box sx={{ ml: { xs: 0, sm: `${SIDEBAR.width}px` }, px: { xs: 1, sm: 2 }, pt: 7 }}>
        {/* Until the heading is known (or when the page has none), its empty line, not an empty heading. */}
        <Typography
          variant="h5"
          component={title ? 'h1' : 'div'}
          // The browser reports when it is painted (pageTitle.ts); set as the element is made, before that paint.
          ref={(element: HTMLElement | null) => element?.setAttribute('elementtiming', OPENING_HEADING)}
          sx={{ minHeight: '1lh', overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
      </Box>
      {progress}
    </Box>
  );
}

import { useState } from 'react';
import { Alert } from '@mui/material';
import { useLocation } from 'react-router';
import { useTranslate } from 'ra-core';
import { bannerShows, TOP_BANNER, type TopBannerConfig } from '../../core/domain/topBanner.ts';

/** Dismissal is remembered per browser, by the banner's version. */
const STORAGE_KEY = 'switchboard.topBanner.dismissed';

function dismissedVersion(): number | null {
  try {
    const value = Number.parseInt(localStorage.getItem(STORAGE_KEY) ?? '', 10);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** Above the page on the routes the banner is configured for, until dismissed. */
export function TopBanner({ config = TOP_BANNER }: { config?: TopBannerConfig }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(dismissedVersion);
  if (!bannerShows(config, pathname, dismissed)) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(STORAGE_KEY, String(config.version));
    } catch {
      // Without storage the banner stays away until the next reload.
    }
    setDismissed(config.version);
  };
  return (
    <Alert severity="info" onClose={dismiss} data-testid="top-banner" slotProps={{ closeButton: { title: translate('account.banner.dismiss'), 'aria-label': translate('account.banner.dismiss') } as object }} sx={{ mt: 2, mx: { xs: 1, sm: 2 } }}>
      {translate(config.message)}
    </Alert>
  );
}

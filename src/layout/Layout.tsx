import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout as RaLayout } from 'react-admin';
import { useSession } from '../auth/useSession.ts';
import { AccountDialogs } from '../custom/account/AccountDialogs.tsx';
import { AppBar } from './AppBar.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { FeedbackBox } from './FeedbackBox.tsx';
import { Footer } from './Footer.tsx';
import { Menu } from './Menu.tsx';
import { TopBanner } from './TopBanner.tsx';
import { useAfterFirstPaint } from './useAfterFirstPaint.ts';

/**
 * The shell around every signed-in page: top bar, side menu, the top banner when a route
 * has one, breadcrumbs, the page and the footer with the feedback box. While the initial
 * password must be changed the page stays empty: the server answers nothing else until then.
 */
export function Layout({ children }: { children: ReactNode }) {
  const session = useSession();
  const locked = session.status === 'signed-in' && session.profile.initial_password;
  // Below the page: it comes once the page is painted (useAfterFirstPaint).
  const feedback = useAfterFirstPaint();
  return (
    // react-admin's frame grows to fit its widest content (minWidth: fit-content, and a flex item's
    // automatic minimum): one wide table made the whole page scroll sideways on a phone, header
    // and all (issue 20). Held to the screen, a wide table scrolls in its own card instead.
    <RaLayout appBar={AppBar} menu={Menu} appBarAlwaysOn sx={{ minWidth: 0, '& .RaLayout-content': { px: { xs: 1, sm: 2 }, minWidth: 0 } }}>
      <TopBanner />
      <Breadcrumbs />
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>{locked ? null : children}</Box>
      <Footer>{feedback ? <FeedbackBox /> : null}</Footer>
      <AccountDialogs />
    </RaLayout>
  );
}

import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout as RaLayout } from 'react-admin';
import { useSession } from '../auth/useSession.ts';
import { AccountDialogs } from '../custom/account/AccountDialogs.tsx';
import { AppBar } from './AppBar.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { FeedbackBox } from './FeedbackBox.tsx';
import { Footer } from './Footer.tsx';
import { PageError } from './PageError.tsx';
import { Menu } from './Menu.tsx';
import { NamedSpinners } from './NamedSpinners.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TopBanner } from './TopBanner.tsx';
import { useAfterFirstPaint } from './useAfterFirstPaint.ts';

/**
 * The page is as wide as the window, never as wide as its widest content. React-admin's frame
 * is `min-width: fit-content`, and its content a flex item at its least content width: a table
 * drawn once at 1280 px kept the page that wide when the window narrowed to 390 px, so the list
 * measured its card at the table's width and never chose its stacked records again until a
 * reload (issue 22). With both at 0 the page follows the window; a wide table scrolls in its
 * own box, and every page that measures its width (useElementWidth) measures the window's share.
 */
const FOLLOWS_WINDOW = { minWidth: 0, '& .RaLayout-content': { px: { xs: 1, sm: 2 }, minWidth: 0 } } as const;

/**
 * The page takes at least the window's height, so that the footer starts below the fold: a
 * page whose cards grow as their data comes (the dashboard) otherwise pushed a footer that was
 * on screen down, a layout shift of the whole footer (Lighthouse's CLS 0.12 of 0.15, issue 19).
 */
const PAGE = { flex: 1, display: 'flex', flexDirection: 'column', minHeight: '100vh' } as const;

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
    <NamedSpinners>
      <RaLayout appBar={AppBar} menu={Menu} sidebar={Sidebar} error={PageError} appBarAlwaysOn sx={FOLLOWS_WINDOW}>
        <TopBanner />
        <Breadcrumbs />
        <Box sx={PAGE}>{locked ? null : children}</Box>
        <Footer>{feedback ? <FeedbackBox /> : null}</Footer>
        <AccountDialogs />
      </RaLayout>
    </NamedSpinners>
  );
}

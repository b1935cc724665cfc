import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Footer } from './Footer.tsx';
import { Menu } from './Menu.tsx';

/**
 * The shell around every signed-in page: top bar, side menu, breadcrumbs and footer.
 * The dismissible top banner, when a route gets one, goes above the breadcrumbs.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={Menu} appBarAlwaysOn sx={{ '& .RaLayout-content': { px: { xs: 1, sm: 2 } } }}>
      <Breadcrumbs />
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>{children}</Box>
      <Footer />
    </RaLayout>
  );
}

import { Box } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { BrandMark } from '../custom/publicPage/BrandMark.tsx';
import { ImpersonationPill } from '../custom/account/impersonation/ImpersonationPill.tsx';
import { GroupOverviewLink } from './GroupOverviewLink.tsx';
import { HelpMenu } from './HelpMenu.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import { useAfterFirstPaint } from './useAfterFirstPaint.ts';

/** The top bar (portal-overview §2); the profile menu, with the avatar, closes it on the right. */
const toolbar = (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
    <ImpersonationPill />
    <GroupOverviewLink />
    <HelpMenu />
    <LanguageMenu />
    <LoadingIndicator />
  </Box>
);

/** The bar's buttons and profile menu come once the first page is painted (useAfterFirstPaint). */
export function AppBar() {
  const shown = useAfterFirstPaint();
  return (
    <RaAppBar color="secondary" alwaysOn toolbar={shown ? toolbar : <Box />} userMenu={shown ? <ProfileMenu /> : false}>
      {/* On a phone the top bar's buttons need the room; the menu button and the page say where one is. */}
      <Box component={RouterLink} to="/dashboard" sx={{ textDecoration: 'none', display: { xs: 'none', sm: 'flex' }, ml: 0.5 }}>
        <BrandMark inverse size="small" />
      </Box>
      <Box sx={{ flex: 1 }} />
    </RaAppBar>
  );
}

import { Box } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { BrandMark } from '../custom/publicPage/BrandMark.tsx';
import { refreshApiReads } from '../dataProvider/refreshSignal.ts';
import { GroupOverviewLink } from './GroupOverviewLink.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';

/**
 * The top bar (portal-overview §2). The help menu and the impersonation pill take their
 * place in the toolbar, between the group overview link and the language menu.
 */
const toolbar = (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
    <GroupOverviewLink />
    <LanguageMenu />
    <LoadingIndicator onClick={refreshApiReads} />
  </Box>
);

export function AppBar() {
  return (
    <RaAppBar color="secondary" alwaysOn toolbar={toolbar} userMenu={<ProfileMenu />}>
      <Box component={RouterLink} to="/dashboard" sx={{ textDecoration: 'none', display: 'flex', ml: 0.5 }}>
        <BrandMark inverse size="small" />
      </Box>
      <Box sx={{ flex: 1 }} />
    </RaAppBar>
  );
}

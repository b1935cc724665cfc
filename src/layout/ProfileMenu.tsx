import { Avatar, Box, Divider, Typography } from '@mui/material';
import AccountCircleRoundedIcon from '@mui/icons-material/AccountCircleRounded';
import TuneRoundedIcon from '@mui/icons-material/TuneRounded';
import PasswordRoundedIcon from '@mui/icons-material/PasswordRounded';
import SupervisorAccountRoundedIcon from '@mui/icons-material/SupervisorAccountRounded';
import { Logout, UserMenu } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useSession } from '../auth/useSession.ts';
import { ProfileMenuItem } from './ProfileMenuItem.tsx';

function SignedInAs() {
  const translate = useTranslate();
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  const { profile } = session;
  return (
    <Box sx={{ px: 2, py: 1, minWidth: 240, display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <Avatar src={profile.avatar ?? undefined} alt="" sx={{ width: 40, height: 40 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap>
          {profile.name || profile.username}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {translate('shell.signed_in_as', { username: profile.username })}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {profile.group_data.label}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * The profile menu (portal-overview §2): who is signed in, the picture, user settings,
 * change password, impersonate for those allowed, and sign-out.
 */
export function ProfileMenu() {
  const session = useSession();
  const canImpersonate = session.status === 'signed-in' && session.profile.can_impersonate;
  return (
    <UserMenu label="shell.profile">
      <SignedInAs />
      <Divider />
      <ProfileMenuItem dialog="avatar" label="account.menu.avatar" icon={<AccountCircleRoundedIcon fontSize="small" />} />
      <ProfileMenuItem dialog="userSettings" label="account.menu.user_settings" icon={<TuneRoundedIcon fontSize="small" />} />
      <ProfileMenuItem dialog="changePassword" label="account.menu.change_password" icon={<PasswordRoundedIcon fontSize="small" />} />
      {canImpersonate ? (
        <ProfileMenuItem dialog="impersonate" label="account.menu.impersonate" icon={<SupervisorAccountRoundedIcon fontSize="small" />} />
      ) : null}
      <Divider />
      <Logout />
    </UserMenu>
  );
}

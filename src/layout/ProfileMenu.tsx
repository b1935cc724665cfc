import { Box, Divider, Typography } from '@mui/material';
import { Logout, UserMenu } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useSession } from '../auth/useSession.ts';

function SignedInAs() {
  const translate = useTranslate();
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  const { profile } = session;
  return (
    <Box sx={{ px: 2, py: 1, minWidth: 220 }}>
      <Typography variant="subtitle2">{profile.name || profile.username}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('shell.signed_in_as', { username: profile.username })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {profile.group_data.label}
      </Typography>
    </Box>
  );
}

/**
 * The profile menu: who is signed in, and sign-out. User settings, change password and
 * impersonation join as items between the divider and sign-out.
 */
export function ProfileMenu() {
  return (
    <UserMenu label="shell.profile">
      <SignedInAs />
      <Divider />
      <Logout />
    </UserMenu>
  );
}

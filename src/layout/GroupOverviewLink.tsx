import { Button, IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'ra-core';
import { maySeeGroupOverview } from '../auth/profile.ts';
import { usePortalPermissions } from './usePortalPermissions.ts';

const ROUTE = '/group-overview';

/** Only for users who can impersonate, and resellers (portal-overview §2). */
export function GroupOverviewLink() {
  const translate = useTranslate();
  const permissions = usePortalPermissions();
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'));
  if (!permissions || !maySeeGroupOverview(permissions)) return null;
  const label = translate('shell.group_overview');
  return wide ? (
    <Button component={RouterLink} to={ROUTE} color="inherit" startIcon={<GroupsRoundedIcon />}>
      {label}
    </Button>
  ) : (
    <Tooltip title={label}>
      <IconButton component={RouterLink} to={ROUTE} color="inherit" aria-label={label}>
        <GroupsRoundedIcon />
      </IconButton>
    </Tooltip>
  );
}

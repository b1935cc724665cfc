import type { ReactNode } from 'react';
import { Avatar, Box, Button, Divider, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import SyncAltRoundedIcon from '@mui/icons-material/SyncAltRounded';
import DialpadRoundedIcon from '@mui/icons-material/DialpadRounded';
import { useTranslate } from 'ra-core';
import type { Profile } from '../../../auth/profile.ts';
import { BrandMark } from '../../publicPage/BrandMark.tsx';
import type { Integration } from './integration.ts';
import { hostOf } from './leaveTo.ts';

interface IntegrationConsentProps {
  integration: Integration;
  profile: Profile;
  active: boolean;
  redirect: string;
  busy?: string;
  failure: ReactNode;
  onAllow: () => void;
  onUnsubscribe: () => void;
  onDeny: () => void;
}

/**
 * What the user is asked (portal-overview §2): the partner's logo, who is signed in with
 * which extension, the data the partner will see, and Allow or Deny; Unsubscribe when active.
 */
export function IntegrationConsent({ integration, profile, active, redirect, busy, failure, onAllow, onUnsubscribe, onDeny }: IntegrationConsentProps) {
  const translate = useTranslate();
  const host = hostOf(redirect);
  const { name } = integration;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
        <Box component="img" src={integration.logo} alt={translate('account.integration.logo', { name })} sx={{ width: 56, height: 56, borderRadius: 2, objectFit: 'contain' }} />
        <SyncAltRoundedIcon color="action" aria-hidden />
        <BrandMark size="small" />
      </Box>
      <Typography variant="h5" component="h1" sx={{ textAlign: 'center' }}>
        {translate(active ? 'account.integration.active_title' : 'account.integration.title', { name })}
      </Typography>
      {failure}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
        <Avatar src={profile.avatar ?? undefined} alt="" />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" noWrap data-testid="integration-user">
            {profile.name || profile.username}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap data-testid="integration-extension">
            {profile.extension ? translate('account.integration.extension', { extension: profile.extension.label }) : translate('account.integration.no_extension')}
          </Typography>
        </Box>
      </Box>
      <Box>
        <Typography variant="subtitle2">{translate('account.integration.shared_title', { name })}</Typography>
        <List dense disablePadding>
          <ListItem disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <DialpadRoundedIcon fontSize="small" color="primary" />
            </ListItemIcon>
            <ListItemText primary={translate('account.integration.shared_extensions')} secondary={translate('account.integration.shared_extensions_detail')} />
          </ListItem>
        </List>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate(active ? 'account.integration.active_text' : 'account.integration.allow_text', { name })}
      </Typography>
      <Divider />
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onDeny} disabled={Boolean(busy)}>
          {translate('account.integration.deny')}
        </Button>
        {active ? (
          <Button variant="contained" color="error" onClick={onUnsubscribe} disabled={Boolean(busy)}>
            {translate(busy === 'unsubscribe' ? 'account.integration.working' : 'account.integration.unsubscribe')}
          </Button>
        ) : (
          <Button variant="contained" onClick={onAllow} disabled={Boolean(busy)}>
            {translate(busy === 'subscribe' ? 'account.integration.working' : 'account.integration.allow')}
          </Button>
        )}
      </Box>
      {host ? (
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right', mt: -1 }}>
          {translate('account.integration.return_to', { host })}
        </Typography>
      ) : null}
    </Box>
  );
}

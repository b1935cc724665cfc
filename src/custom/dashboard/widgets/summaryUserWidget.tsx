import { Avatar, Box, Chip, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { isLanguage } from '../../../i18n/language.ts';
import { useDashboardSummary, type DashboardSummary } from '../summary.ts';
import { WidgetCard } from '../WidgetCard.tsx';
import { WidgetState } from '../WidgetState.tsx';
import type { WidgetDefinition } from '../types.ts';

const T = 'dashboard.widgets.summaryUserWidget';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ textAlign: 'right', wordBreak: 'break-word' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The user's details. Exported for its unit test. */
export function UserDetails({ user }: { user: DashboardSummary['user'] }) {
  const translate = useTranslate();
  const name = user.name || user.username;
  const hasExtension = user.extension !== null;
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>{initials(name)}</Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
            {name}
          </Typography>
          {hasExtension && (
            <Chip
              size="small"
              color={user.registered ? 'success' : 'default'}
              variant={user.registered ? 'filled' : 'outlined'}
              label={translate(`${T}.${user.registered ? 'registered' : 'not_registered'}`)}
            />
          )}
        </Box>
      </Stack>
      <Divider />
      <Row label={translate(`${T}.username`)} value={user.username} />
      <Row label={translate(`${T}.email`)} value={user.email} />
      <Row label={translate(`${T}.extension`)} value={hasExtension ? String(user.extension) : translate(`${T}.no_extension`)} />
      <Row label={translate(`${T}.site`)} value={user.site ?? translate(`${T}.no_site`)} />
      <Row label={translate(`${T}.language`)} value={isLanguage(user.language) ? translate(`languages.${user.language}`) : user.language} />
    </>
  );
}

/** summaryUserWidget: the signed-in user, their extension and its registration. */
function SummaryUser() {
  const translate = useTranslate();
  const summary = useDashboardSummary();
  const user = summary.data?.user;
  return (
    <WidgetCard widget="summaryUserWidget" title={translate(`${T}.title`)}>
      {/* The page shows the summary's failure, with its one "Try again" (DashboardPage). */}
      <WidgetState loading={!user} error={undefined} retry={summary.retry}>
        {() => <UserDetails user={user!} />}
      </WidgetState>
    </WidgetCard>
  );
}

export const widget: WidgetDefinition = { id: 'summaryUserWidget', section: 'general', size: 'small', defaultOrder: 2, Component: SummaryUser };

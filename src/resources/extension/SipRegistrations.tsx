import { format } from 'date-fns';
import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { RESYNC, useServerEvents } from '../../events/useServerEvents.ts';
import { sipApi, type SipAccountView } from './sipApi.ts';
import { DATE_TIME_FORMAT } from '../../i18n/dateLocale.ts';

export { registrationOfMac } from './registrationOfMac.ts';

/** Told by the server when a registrar reported on an extension (server/sip/registrations.ts). */
export const REGISTRATION_EVENT = 'sip.registration';
const T = 'resources.extension.sip';

export type SipRegistration = SipAccountView['registrations'][number];

/**
 * An extension's SIP account and registrations, read again whenever the event stream says a
 * registrar reported on it (or the stream reconnected). Shared by the extension's page and a
 * device's page (the device's extension). Reads nothing without an extension.
 */
export function useSipAccount(extensionId: number | null) {
  const account = useApiRead<SipAccountView | null>(['sip_account', extensionId ?? 0], (signal) =>
    extensionId === null ? Promise.resolve(null) : sipApi.account(extensionId, signal),
  );
  useServerEvents((event) => {
    if (event.type === RESYNC || (event.type === REGISTRATION_EVENT && Number(event.data?.extension) === extensionId)) account.retry();
  }, extensionId !== null);
  return account;
}

/** The registered / not registered chip. */
export function RegisteredChip({ registered, label, testId = 'sip-registered' }: { registered: boolean; label?: string; testId?: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={registered ? 'success' : 'default'}
      variant={registered ? 'filled' : 'outlined'}
      label={label ?? translate(`${T}.${registered ? 'registered' : 'not_registered'}`)}
      data-testid={testId}
    />
  );
}

/** Registrations, newest first: each phone's user agent (wrapped when long), then where from, when last and until when. */
export function RegistrationList({ registrations }: { registrations: SipRegistration[] }) {
  const translate = useTranslate();
  // The portal's one date-time shape (the picker's), not the browser's locale: the user's language decides the page.
  const when = (iso: string) => format(new Date(iso), DATE_TIME_FORMAT);
  if (registrations.length === 0) {
    return <Typography color="text.secondary" data-testid="sip-no-registrations">{translate(`${T}.none`)}</Typography>;
  }
  return (
    <>
      {registrations.map((r) => (
        <Box key={r.contact} sx={{ mb: 1, minWidth: 0 }} data-testid="sip-registration">
          <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="sip-user-agent">{r.user_agent || translate(`${T}.unknown_phone`)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="sip-registration-line">
            {translate(`${T}.registration_line`, { source: r.source, last: when(r.last_registration), expires: when(r.expires_at) })}
          </Typography>
        </Box>
      ))}
    </>
  );
}

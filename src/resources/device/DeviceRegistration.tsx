import { Alert, Paper, Stack, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'ra-core';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { RegisteredChip, RegistrationList, registrationOfMac, useSipAccount } from '../extension/SipRegistrations.tsx';

const T = 'resources.device.registration';

/**
 * On a device's page: whether its phone is registered, as the registrar reported it (issue 17),
 * kept live by the event stream. The registrations of the device's extension that name its MAC
 * address (in the User-Agent or Contact) are this phone's; if none does, the extension's are
 * shown, said to be the extension's. A plain user reads only their own phone (the device's
 * read rule and the SIP account's agree: their extension).
 */
export function DeviceRegistration({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const messageText = useMessageText();
  const extensionId = record.extension === null || record.extension === undefined || record.extension === '' ? null : Number(record.extension);
  const account = useSipAccount(extensionId);
  const data = account.data;
  const own = data ? data.registrations.filter((r) => registrationOfMac(r, record.mac_address)) : [];
  const matched = own.length > 0;

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2, minWidth: 0 }} data-testid="device-registration">
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2">{translate(`${T}.title`)}</Typography>
        {data ? (
          <RegisteredChip
            registered={matched || data.registered}
            label={translate(matched ? `${T}.phone_registered` : `${T}.${data.registered ? 'extension_registered' : 'extension_not_registered'}`, { extension: data.username })}
          />
        ) : null}
      </Stack>
      {extensionId === null ? (
        <Typography color="text.secondary" data-testid="device-registration-no-extension">{translate(`${T}.no_extension`)}</Typography>
      ) : null}
      {account.error ? <Alert severity="error">{messageText(failureOf(account.error).message)}</Alert> : null}
      {data ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="device-registration-source">
            {translate(matched ? `${T}.of_phone` : `${T}.of_extension`, { extension: data.username })}
          </Typography>
          <RegistrationList registrations={matched ? own : data.registrations} />
        </>
      ) : null}
    </Paper>
  );
}

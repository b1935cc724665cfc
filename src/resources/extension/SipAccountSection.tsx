import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import KeyRoundedIcon from '@mui/icons-material/KeyRounded';
import { useTranslate, type RaRecord } from 'ra-core';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { ConfirmDialog } from '../../engine/ui/ConfirmDialog.tsx';
import { usePortalPermissions } from '../../layout/usePortalPermissions.ts';
import { sipApi } from './sipApi.ts';
import { RegisteredChip, RegistrationList, useSipAccount } from './SipRegistrations.tsx';

const T = 'resources.extension.sip';

type Asking = 'reveal' | 'new' | undefined;

/**
 * Under an extension's form: its SIP account (user name, auth name, domain, registrar), the
 * password masked until revealed after a confirmation (the server logs each reveal), a new
 * password for administrators, and the registrations a registrar reports, kept live by the
 * event stream.
 */
export function SipAccountSection({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const messageText = useMessageText();
  const permissions = usePortalPermissions();
  const id = Number(record.id);
  const account = useSipAccount(id);
  const [asking, setAsking] = useState<Asking>();
  const [password, setPassword] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const confirm = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      if (asking === 'new') {
        await sipApi.newPassword(id);
        setPassword(undefined);
        account.retry();
      } else {
        setPassword((await sipApi.reveal(id)).password);
      }
      setAsking(undefined);
    } catch (error) {
      setFailure(messageText(failureOf(error).message));
    } finally {
      setBusy(false);
    }
  };

  const data = account.data;
  const line = (label: string, value: string, testId: string) => (
    <Box sx={{ minWidth: 180 }}>
      <Typography variant="caption" color="text.secondary">{label}</Typography>
      <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid={testId}>{value}</Typography>
    </Box>
  );

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} data-testid="sip-account">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="h6" component="h2">{translate(`${T}.title`)}</Typography>
        {data ? <RegisteredChip registered={data.registered} /> : null}
      </Stack>
      {account.error ? <Alert severity="error">{messageText(failureOf(account.error).message)}</Alert> : null}
      {data ? (
        <>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3, mb: 2 }}>
            {line(translate(`${T}.username`), data.username, 'sip-username')}
            {line(translate(`${T}.auth_name`), data.auth_name, 'sip-auth-name')}
            {line(translate(`${T}.domain`), data.domain, 'sip-domain')}
            {line(translate(`${T}.registrar`), data.registrar, 'sip-registrar')}
            {line(translate(`${T}.password`), password ?? '••••••••••••', 'sip-password')}
          </Stack>
          <Stack direction="row" sx={{ gap: 1, mb: 2 }}>
            {password ? null : (
              <Button startIcon={<VisibilityRoundedIcon />} onClick={() => setAsking('reveal')} data-testid="sip-reveal">
                {translate(`${T}.reveal`)}
              </Button>
            )}
            {permissions && permissions.role !== 'USER' ? (
              <Button startIcon={<KeyRoundedIcon />} onClick={() => setAsking('new')} data-testid="sip-new-password">
                {translate(`${T}.new_password`)}
              </Button>
            ) : null}
          </Stack>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>{translate(`${T}.registrations`)}</Typography>
          <RegistrationList registrations={data.registrations} />
        </>
      ) : null}
      <ConfirmDialog
        id="sip-confirm"
        open={asking !== undefined}
        title={translate(asking === 'new' ? `${T}.new_title` : `${T}.reveal_title`)}
        text={translate(asking === 'new' ? `${T}.new_text` : `${T}.reveal_text`)}
        confirmLabel={translate(asking === 'new' ? `${T}.new_password` : `${T}.reveal`)}
        confirmColor={asking === 'new' ? 'error' : 'primary'}
        busy={busy}
        failure={failure}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setAsking(undefined);
          setFailure(undefined);
        }}
      />
    </Paper>
  );
}

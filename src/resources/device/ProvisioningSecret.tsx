import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import KeyRoundedIcon from '@mui/icons-material/KeyRounded';
import { useTranslate, type RaRecord } from 'ra-core';
import type { UserMessage } from '../../dataProvider/apiError.ts';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { Modal } from '../../engine/ui/Modal.tsx';
import { deviceApi } from './deviceApi.ts';

interface Credentials { username: string; secret: string; url: string }

/**
 * The device's provisioning credentials: where the phone fetches its configuration, with its
 * MAC address and a secret made on request. The server keeps only the secret's hash, so it is
 * shown this once; making a new one locks out a phone that still has the old one.
 */
export function ProvisioningSecret({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const messageText = useMessageText();
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<Credentials>();
  const [problem, setProblem] = useState<UserMessage>();
  const [busy, setBusy] = useState(false);

  const make = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      setMade(await deviceApi.newSecret(Number(record.id)));
    } catch (error) {
      setProblem(failureOf(error).message);
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setOpen(false);
    setMade(undefined);
  };
  const line = (label: string, value: string, testId: string) => (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="caption" color="text.secondary">{label}</Typography>
      <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid={testId}>{value}</Typography>
    </Box>
  );

  return (
    <>
      <Button startIcon={<KeyRoundedIcon />} onClick={() => setOpen(true)} data-testid="device-secret">
        {translate('resources.device.secret.action')}
      </Button>
      <Modal
        open={open}
        title={translate('resources.device.secret.title')}
        onClose={close}
        actions={
          <>
            {made ? null : (
              <Button variant="contained" disabled={busy} onClick={() => void make()} data-testid="device-secret-make">
                {translate('resources.device.secret.make')}
              </Button>
            )}
            <Button onClick={close}>{translate('resources.device.secret.close')}</Button>
          </>
        }
      >
        <Typography sx={{ mb: 2 }}>{translate('resources.device.secret.intro')}</Typography>
        {problem ? <Alert severity="error">{messageText(problem)}</Alert> : null}
        {made ? (
          <>
            {line(translate('resources.device.secret.url'), made.url, 'device-secret-url')}
            {line(translate('resources.device.secret.username'), made.username, 'device-secret-username')}
            {line(translate('resources.device.secret.secret'), made.secret, 'device-secret-value')}
            <Alert severity="warning">{translate('resources.device.secret.once')}</Alert>
          </>
        ) : (
          <Alert severity="info">{translate('resources.device.secret.replaces')}</Alert>
        )}
      </Modal>
    </>
  );
}

import { useState } from 'react';
import { Button } from '@mui/material';
import LoginRoundedIcon from '@mui/icons-material/LoginRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import PinRoundedIcon from '@mui/icons-material/PinRounded';
import { useNotify, useRefresh, useTranslate, type RaRecord } from 'ra-core';
import { isApiError } from '../../dataProvider/client.ts';
import { mapError } from '../../dataProvider/apiError.ts';
import { hotdeskApi } from './hotdeskApi.ts';
import { PinDialog } from './PinDialog.tsx';

/**
 * On a desk's page: sign an extension in here (extension and PIN, checked by the server), sign
 * out whoever sits here, and set an extension's hotdesking PIN. The page reads the desk again
 * afterwards, so "signed in" and "since" show the new state.
 */
export function SeatActions({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [dialog, setDialog] = useState<'sign_in' | 'pin' | null>(null);
  const desk = String(record.name);
  const id = Number(record.id);

  async function signOut() {
    try {
      await hotdeskApi.signOut(id);
      notify('resources.hotdesk.sign_out.done', { type: 'success', messageArgs: { desk } });
      refresh();
    } catch (error) {
      const mapped = isApiError(error) ? mapError(error.status, error.body, error.retryAfter) : undefined;
      notify(mapped?.message.key ?? 'errors.unknown', { type: 'error', messageArgs: mapped?.message.args });
    }
  }

  return (
    <>
      <Button startIcon={<LoginRoundedIcon />} onClick={() => setDialog('sign_in')}>
        {translate('resources.hotdesk.actions.sign_in')}
      </Button>
      {record.signed_in_extension ? (
        <Button startIcon={<LogoutRoundedIcon />} onClick={() => void signOut()}>
          {translate('resources.hotdesk.actions.sign_out')}
        </Button>
      ) : null}
      <Button startIcon={<PinRoundedIcon />} onClick={() => setDialog('pin')}>
        {translate('resources.hotdesk.actions.set_pin')}
      </Button>
      <PinDialog
        open={dialog === 'sign_in'}
        title={translate('resources.hotdesk.sign_in.title', { desk })}
        text={translate('resources.hotdesk.sign_in.text')}
        submit={translate('resources.hotdesk.actions.sign_in')}
        onClose={() => setDialog(null)}
        onSubmit={async (extension, pin) => {
          await hotdeskApi.signIn(id, extension, pin);
          setDialog(null);
          notify('resources.hotdesk.sign_in.done', { type: 'success', messageArgs: { desk } });
          refresh();
        }}
      />
      <PinDialog
        open={dialog === 'pin'}
        title={translate('resources.hotdesk.pin.title')}
        text={translate('resources.hotdesk.pin.text')}
        submit={translate('resources.hotdesk.actions.set_pin')}
        onClose={() => setDialog(null)}
        onSubmit={async (extension, pin) => {
          await hotdeskApi.setPin(extension, pin);
          setDialog(null);
          notify('resources.hotdesk.pin.done', { type: 'success' });
        }}
      />
    </>
  );
}

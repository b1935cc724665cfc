import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useLogout, useTranslate } from 'ra-core';
import { loadProfile } from '../../../auth/authProvider.ts';
import { sessionState, startSession } from '../../../auth/session.ts';
import { apiClient } from '../../../dataProvider/apiClient.ts';
import { resultOf } from '../../../dataProvider/client.ts';
import { failureOf, useMessageText } from '../../../dataProvider/failureMessage.ts';
import type { MappedError } from '../../../dataProvider/apiError.ts';
import { Modal } from '../../../engine/ui/Modal.tsx';
import { PasswordField } from '../../login/PasswordField.tsx';
import { PasswordStrengthMeter } from '../password/PasswordStrengthMeter.tsx';
import { checkPasswordChange, type PasswordChange } from '../../../../core/domain/passwordChange.ts';

interface ChangePasswordModalProps {
  onClose: () => void;
  /** The initial password must be changed first: no cancel, no close, no Escape. */
  locked?: boolean;
}

/** The session learns that the initial password is gone; the server already knows. */
async function clearInitialPasswordFlag() {
  const state = sessionState();
  try {
    startSession(await loadProfile());
  } catch {
    if (state.status === 'signed-in') startSession({ ...state.profile, initial_password: false });
  }
}

/**
 * The profile menu's change password (portal-overview §4, §5): current, new and confirmation
 * required, the strength of the new one shown; once saved, a success message and Close.
 */
export default function ChangePasswordModal({ onClose, locked = false }: ChangePasswordModalProps) {
  const translate = useTranslate();
  const messageText = useMessageText();
  const logout = useLogout();
  const [values, setValues] = useState<PasswordChange>({ current: '', password: '', confirmation: '' });
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<MappedError>();
  const [saved, setSaved] = useState(false);
  const check = checkPasswordChange(values, tried);
  const session = sessionState();
  const userInputs = session.status === 'signed-in' ? [session.profile.username, session.profile.email] : [];

  const set = (field: keyof PasswordChange) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setFailure(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!checkPasswordChange(values, true).valid || saving) return;
    setSaving(true);
    setFailure(undefined);
    resultOf(
      apiClient.PUT('/v1/change_password/', {
        body: { old_password: values.current, new_password: values.password, confirm_password: values.confirmation },
      }),
    )
      .then(() => setSaved(true))
      .catch((error: unknown) => setFailure(failureOf(error)))
      .finally(() => setSaving(false));
  };

  const close = () => {
    if (saved && locked) void clearInitialPasswordFlag().then(onClose);
    else onClose();
  };

  const serverError = (field: string) => failure?.fields[field] && messageText(failure.fields[field]);
  const fieldError = (key: string | undefined, field: string) => (key ? translate(key) : serverError(field)) || undefined;

  return (
    <Modal
      open
      size="small"
      locked={locked && !saved}
      onClose={close}
      data-testid="change-password-modal"
      title={translate(locked ? 'account.change_password.initial_title' : 'account.change_password.title')}
      actions={
        saved ? (
          <Button variant="contained" onClick={close} autoFocus>
            {translate('account.close')}
          </Button>
        ) : (
          <>
            {locked ? (
              <Button onClick={() => void logout()} sx={{ mr: 'auto' }}>
                {translate('ra.auth.logout')}
              </Button>
            ) : (
              <Button onClick={close}>{translate('account.cancel')}</Button>
            )}
            <Button type="submit" form="change-password-form" variant="contained" disabled={saving}>
              {translate(saving ? 'account.saving' : 'account.change_password.submit')}
            </Button>
          </>
        )
      }
    >
      {saved ? (
        <Alert severity="success" role="status">
          {translate('user_management_password_change_success')}
        </Alert>
      ) : (
        <Box component="form" id="change-password-form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {locked ? <Typography>{translate('account.change_password.initial_intro')}</Typography> : null}
          {failure ? <Alert severity="error">{translate('user_management_password_error')}</Alert> : null}
          <PasswordField
            label={translate('account.current_password')}
            name="current-password"
            autoComplete="current-password"
            autoFocus
            value={values.current}
            onChange={(event) => set('current')(event.target.value)}
            error={Boolean(fieldError(check.currentError, 'old_password'))}
            helperText={fieldError(check.currentError, 'old_password')}
          />
          <PasswordField
            label={translate('account.new_password')}
            name="new-password"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => set('password')(event.target.value)}
            error={Boolean(fieldError(check.passwordError, 'new_password'))}
            helperText={fieldError(check.passwordError, 'new_password') ?? translate('account.password_rules')}
          />
          <PasswordStrengthMeter password={values.password} userInputs={userInputs} />
          <PasswordField
            label={translate('account.confirm_password')}
            name="confirm-password"
            autoComplete="new-password"
            value={values.confirmation}
            onChange={(event) => set('confirmation')(event.target.value)}
            error={Boolean(fieldError(check.confirmationError, 'confirm_password'))}
            helperText={fieldError(check.confirmationError, 'confirm_password')}
          />
        </Box>
      )}
    </Modal>
  );
}

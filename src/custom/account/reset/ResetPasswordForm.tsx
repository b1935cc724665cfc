import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { checkNewPassword } from '../../../../core/domain/newPassword.ts';
import { apiClient } from '../../../dataProvider/apiClient.ts';
import { resultOf } from '../../../dataProvider/client.ts';
import { failureOf, useMessageText } from '../../../dataProvider/failureMessage.ts';
import type { MappedError } from '../../../dataProvider/apiError.ts';
import { PublicPage } from '../../publicPage/PublicPage.tsx';
import { PasswordField } from '../../login/PasswordField.tsx';
import { PasswordStrengthMeter } from '../password/PasswordStrengthMeter.tsx';

interface ResetPasswordFormProps {
  token: string;
  onDone: () => void;
  /** The link was used up or expired while the form was open. */
  onInvalid: () => void;
}

/**
 * The new password twice, each with show/hide, and the strength meter. Submit waits for the
 * rules of portal-overview §5; the server's own rules (letters, digits, common passwords)
 * come back under the field.
 */
export function ResetPasswordForm({ token, onDone, onInvalid }: ResetPasswordFormProps) {
  const translate = useTranslate();
  const messageText = useMessageText();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<MappedError>();
  const check = checkNewPassword(password, confirmation);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check.submittable || sending) return;
    setSending(true);
    setFailure(undefined);
    resultOf(apiClient.POST('/v1/reset_password/', { body: { new_password: password, confirm_password: confirmation, token } }))
      .then(onDone)
      .catch((error: unknown) => {
        const mapped = failureOf(error);
        if (mapped.fields.token) onInvalid();
        else setFailure(mapped);
      })
      .finally(() => setSending(false));
  };

  const passwordError = check.passwordError ? translate(check.passwordError) : failure?.fields.new_password && messageText(failure.fields.new_password);
  const confirmationError = check.confirmationError
    ? translate(check.confirmationError)
    : failure?.fields.confirm_password && messageText(failure.fields.confirm_password);
  const general = failure && !failure.fields.new_password && !failure.fields.confirm_password ? messageText(failure.message) : undefined;

  return (
    <PublicPage>
      <Typography variant="h5" component="h1">
        {translate('account.reset.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {translate('account.password_rules')}
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {general ? <Alert severity="error">{general}</Alert> : null}
        <PasswordField
          label={translate('account.new_password')}
          name="new-password"
          autoComplete="new-password"
          autoFocus
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setFailure(undefined);
          }}
          error={Boolean(passwordError)}
          helperText={passwordError || undefined}
        />
        <PasswordStrengthMeter password={password} />
        <PasswordField
          label={translate('account.confirm_password')}
          name="confirm-password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => {
            setConfirmation(event.target.value);
            setFailure(undefined);
          }}
          error={Boolean(confirmationError)}
          helperText={confirmationError || undefined}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={!check.submittable || sending}>
          {translate(sending ? 'account.saving' : 'account.reset.submit')}
        </Button>
      </Box>
    </PublicPage>
  );
}

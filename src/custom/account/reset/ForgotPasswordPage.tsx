import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'ra-core';
import { isEmail } from '../../../../core/domain/formats.ts';
import { apiClient } from '../../../dataProvider/apiClient.ts';
import { resultOf } from '../../../dataProvider/client.ts';
import { failureOf, useMessageText } from '../../../dataProvider/failureMessage.ts';
import type { UserMessage } from '../../../dataProvider/apiError.ts';
import { PublicPage } from '../../publicPage/PublicPage.tsx';
import { TextInput } from '../../publicPage/TextInput.tsx';
import { SupportLink } from './SupportLink.tsx';
import { ResetLinkSent } from './ResetLinkSent.tsx';

/**
 * /reset_password/forgot (portal-overview §2, §5): one e-mail field, sent only when the
 * address is valid. The confirmation says the same whether the address has an account or not.
 */
export default function ForgotPasswordPage() {
  const translate = useTranslate();
  const messageText = useMessageText();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const [failure, setFailure] = useState<UserMessage>();
  const address = email.trim();
  const valid = isEmail(address);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || sending) return;
    setSending(true);
    setFailure(undefined);
    resultOf(apiClient.POST('/v1/request_reset_password/', { body: { email: address } }))
      .then(() => setSentTo(address))
      .catch((error: unknown) => {
        const mapped = failureOf(error);
        setFailure(mapped.fields.email ?? mapped.message);
      })
      .finally(() => setSending(false));
  };

  if (sentTo) return <ResetLinkSent email={sentTo} onAgain={() => setSentTo(undefined)} />;

  return (
    <PublicPage>
      <Typography variant="h5" component="h1">
        {translate('account.forgot.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {translate('account.forgot.intro')}
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {failure ? <Alert severity="error">{messageText(failure)}</Alert> : null}
        <TextInput
          label={translate('account.forgot.email')}
          name="email"
          type="email"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && address !== '' && !valid}
          helperText={touched && address !== '' && !valid ? translate('errors.format_email') : undefined}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={!valid || sending}>
          {translate(sending ? 'account.forgot.sending' : 'account.forgot.submit')}
        </Button>
      </Box>
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link component={RouterLink} to="/" variant="body2" underline="hover">
          {translate('account.back_to_sign_in')}
        </Link>
        <SupportLink />
      </Box>
    </PublicPage>
  );
}

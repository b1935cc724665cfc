import { useState, type FormEvent } from 'react';
import { Box, Button } from '@mui/material';
import { useAuthProvider, useTranslate } from 'ra-core';
import { maySubmitSignIn } from '../../../core/domain/signIn.ts';
import { SIGN_IN_MESSAGES } from '../../auth/signInError.ts';
import { PageLink } from '../publicPage/PageLink.tsx';
import { TextInput } from '../publicPage/TextInput.tsx';
import { PasswordField } from './PasswordField.tsx';
import { SignInStatus, type SignInStatusValue } from './SignInStatus.tsx';

/**
 * Username and password (portal-overview §2, §4, §5): the button waits for 3 and 6
 * characters, typing clears the status message, and the password is cleared once sent.
 * On success the route guards take the user on.
 */
export function LoginForm() {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<SignInStatusValue>(null);
  const checking = status?.kind === 'checking';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!authProvider || checking || !maySubmitSignIn(username, password)) return;
    setStatus({ kind: 'checking' });
    setPassword('');
    authProvider.login({ username: username.trim(), password }).catch((error: unknown) => {
      setStatus({ kind: 'error', message: error instanceof Error ? error.message : SIGN_IN_MESSAGES.unknown });
    });
  };

  const typed = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (!checking) setStatus(null);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <SignInStatus status={status} />
      <TextInput
        label={translate('login.username')}
        name="username"
        autoComplete="username"
        autoFocus
        value={username}
        onChange={(event) => typed(setUsername)(event.target.value)}
      />
      <PasswordField
        label={translate('login.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => typed(setPassword)(event.target.value)}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
        <PageLink to="/reset_password/forgot" variant="body2" underline="hover">
          {translate('login.forgot_password')}
        </PageLink>
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={checking || !maySubmitSignIn(username, password)}>
        {translate('login.submit')}
      </Button>
    </Box>
  );
}

import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

export type SignInStatusValue = { kind: 'checking' } | { kind: 'error'; message: string } | null;

/** The sign-in prompt, replaced by the status message while one applies (portal-overview §2). */
export function SignInStatus({ status }: { status: SignInStatusValue }) {
  const translate = useTranslate();
  if (!status) {
    return (
      <Typography color="text.secondary" sx={{ minHeight: 48, display: 'flex', alignItems: 'center' }}>
        {translate('login.prompt')}
      </Typography>
    );
  }
  const checking = status.kind === 'checking';
  return (
    <Alert
      severity={checking ? 'info' : 'error'}
      role={checking ? 'status' : 'alert'}
      data-testid="sign-in-status"
      sx={{ minHeight: 48, alignItems: 'center' }}
    >
      {translate(checking ? 'login.checking' : status.message)}
    </Alert>
  );
}

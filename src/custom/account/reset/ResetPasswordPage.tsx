import { useEffect, useState } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { useTranslate } from 'ra-core';
import { apiClient } from '../../../dataProvider/apiClient.ts';
import { isApiError, resultOf } from '../../../dataProvider/client.ts';
import { failureOf } from '../../../dataProvider/failureMessage.ts';
import type { UserMessage } from '../../../dataProvider/apiError.ts';
import { PublicPage } from '../../publicPage/PublicPage.tsx';
import { ResetLinkInvalid } from './ResetLinkInvalid.tsx';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';
import { ResetPasswordDone } from './ResetPasswordDone.tsx';
import { ResetCheckFailed } from './ResetCheckFailed.tsx';

type Stage =
  | { name: 'checking' }
  | { name: 'invalid' }
  | { name: 'unreachable'; message: UserMessage }
  | { name: 'form' }
  | { name: 'done' };

/**
 * /reset_password?token=… (portal-overview §2, §4): the link is checked as the page opens;
 * a link that cannot be used offers a new request, a good one the new-password form.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [attempt, setAttempt] = useState(0);
  const [checked, setChecked] = useState<{ key: string; stage: Stage }>();
  const [stage, setStage] = useState<Stage>();
  const key = `${token} ${attempt}`;

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    resultOf(apiClient.POST('/v1/validate_reset_password_token/', { body: { token }, signal: controller.signal }), controller.signal).then(
      () => setChecked({ key, stage: { name: 'form' } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // 400 is the server's "invalid or expired"; anything else says nothing about the link.
        const invalid = isApiError(error) && error.status === 400;
        setChecked({ key, stage: invalid ? { name: 'invalid' } : { name: 'unreachable', message: failureOf(error).message } });
      },
    );
    return () => controller.abort();
  }, [token, key]);

  const current: Stage = !token ? { name: 'invalid' } : (stage ?? (checked?.key === key ? checked.stage : { name: 'checking' }));
  switch (current.name) {
    case 'checking':
      return <Checking />;
    case 'invalid':
      return <ResetLinkInvalid />;
    case 'unreachable':
      return <ResetCheckFailed message={current.message} onRetry={() => setAttempt((n) => n + 1)} />;
    case 'form':
      return <ResetPasswordForm token={token} onDone={() => setStage({ name: 'done' })} onInvalid={() => setStage({ name: 'invalid' })} />;
    case 'done':
      return <ResetPasswordDone />;
  }
}

function Checking() {
  const translate = useTranslate();
  return (
    <PublicPage>
      <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 3 }}>
        <CircularProgress size={32} />
        <Typography color="text.secondary">{translate('account.reset.checking')}</Typography>
      </Box>
    </PublicPage>
  );
}

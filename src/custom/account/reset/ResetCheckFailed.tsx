import { Alert, Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { UserMessage } from '../../../dataProvider/apiError.ts';
import { useMessageText } from '../../../dataProvider/failureMessage.ts';
import { PublicPage } from '../../publicPage/PublicPage.tsx';

/** The link could not be checked at all (no network, a server error): nothing is known about it yet. */
export function ResetCheckFailed({ message, onRetry }: { message: UserMessage; onRetry: () => void }) {
  const translate = useTranslate();
  const messageText = useMessageText();
  return (
    <PublicPage>
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{translate('account.try_again')}</Button>}>
        {messageText(message)}
      </Alert>
    </PublicPage>
  );
}

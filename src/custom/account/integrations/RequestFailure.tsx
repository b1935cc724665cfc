import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { UserMessage } from '../../../dataProvider/apiError.ts';
import { useMessageText } from '../../../dataProvider/failureMessage.ts';

/** portal-overview §2: a failure shows the generic request error, the server's message and try again. */
export function RequestFailure({ message, onRetry }: { message: UserMessage; onRetry: () => void }) {
  const translate = useTranslate();
  const messageText = useMessageText();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('account.try_again')}
        </Button>
      }
    >
      <AlertTitle>{translate('apiError_request')}</AlertTitle>
      {messageText(message)}
    </Alert>
  );
}

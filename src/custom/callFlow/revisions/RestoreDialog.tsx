import { useState } from 'react';
import { Alert, Button, DialogContentText } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import type { UserMessage } from '../../../dataProvider/apiError.ts';
import { failureOf, useMessageText } from '../../../dataProvider/failureMessage.ts';
import { Modal } from '../../common/Modal.tsx';
import { callFlowsChanged } from '../list/changed.ts';
import { restoreRevision, type Revision } from './api.ts';

/**
 * Asks before restoring a revision. Nothing goes live by a restore: the revision's diagram
 * becomes the flow's working changes, which a confirmed save in the designer makes live
 * (validated and tested like any change).
 */
export function RestoreDialog({ flow, revision, hasWorking, onClose, onRestored }: { flow: number; revision: Revision; hasWorking: boolean; onClose(): void; onRestored(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const messageText = useMessageText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<UserMessage>();

  const confirm = () => {
    setBusy(true);
    setFailure(undefined);
    restoreRevision(flow, revision.id)
      .then(() => {
        notify('call_flow_pages.restore.restored', { type: 'success', messageArgs: { number: revision.number } });
        void callFlowsChanged();
        onRestored();
      })
      .catch((error: unknown) => setFailure(failureOf(error).message))
      .finally(() => setBusy(false));
  };

  return (
    <Modal
      open
      size="small"
      title={translate('call_flow_pages.restore.title', { number: revision.number })}
      onClose={busy ? undefined : onClose}
      data-testid="restore-revision"
      actions={
        <>
          <Button onClick={onClose} autoFocus disabled={busy}>
            {translate('call_flow_pages.cancel')}
          </Button>
          <Button onClick={confirm} variant="contained" disabled={busy}>
            {translate('call_flow_pages.restore.confirm')}
          </Button>
        </>
      }
    >
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {messageText(failure)}
        </Alert>
      ) : null}
      <DialogContentText>{translate('call_flow_pages.restore.text')}</DialogContentText>
      {hasWorking ? <DialogContentText sx={{ mt: 1.5 }}>{translate('call_flow_pages.restore.replaces_working')}</DialogContentText> : null}
    </Modal>
  );
}

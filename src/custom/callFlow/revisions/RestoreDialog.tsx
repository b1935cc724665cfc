import { useState } from 'react';
import { DialogContentText } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import type { UserMessage } from '../../../dataProvider/apiError.ts';
import { failureOf, useMessageText } from '../../../dataProvider/failureMessage.ts';
import { ConfirmDialog } from '../../../engine/ui/ConfirmDialog.tsx';
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
    <ConfirmDialog
      id="restore-revision"
      open
      busy={busy}
      title={translate('call_flow_pages.restore.title', { number: revision.number })}
      text={translate('call_flow_pages.restore.text')}
      more={hasWorking ? <DialogContentText sx={{ mt: 1.5 }}>{translate('call_flow_pages.restore.replaces_working')}</DialogContentText> : null}
      failure={failure ? messageText(failure) : undefined}
      confirmLabel={translate('call_flow_pages.restore.confirm')}
      confirmColor="primary"
      onConfirm={confirm}
      onCancel={() => {
        if (!busy) onClose();
      }}
    />
  );
}

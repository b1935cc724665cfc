import { useState } from 'react';
import { Alert, Button, DialogContentText } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import type { UserMessage } from '../../../dataProvider/apiError.ts';
import { failureOf, useMessageText } from '../../../dataProvider/failureMessage.ts';
import { Modal } from '../../common/Modal.tsx';
import { deleteCallFlow, type CallFlowRecord } from './api.ts';
import { callFlowsChanged } from './changed.ts';

/**
 * Asks before deleting a call flow. The server refuses one that phone numbers route to and names
 * them (configuration-areas §8): the refusal stays in the dialog, where it can be read.
 */
export function DeleteCallFlowDialog({ record, onClose, onDeleted }: { record: CallFlowRecord; onClose(): void; onDeleted?(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const messageText = useMessageText();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<UserMessage>();

  const confirm = () => {
    setBusy(true);
    setRefusal(undefined);
    deleteCallFlow(record)
      .then(() => {
        notify('call_flow_pages.delete.deleted', { type: 'success', messageArgs: { name: record.description } });
        void callFlowsChanged();
        onClose();
        onDeleted?.();
      })
      .catch((error: unknown) => {
        const mapped = failureOf(error);
        setRefusal(mapped.status === 412 ? { key: 'call_flow_pages.delete.stale' } : mapped.message);
        // A stale copy is read again, so that a second try sends the current version.
        if (mapped.status === 412) void callFlowsChanged();
      })
      .finally(() => setBusy(false));
  };

  return (
    <Modal
      open
      size="small"
      title={translate('call_flow_pages.delete.title', { name: record.description })}
      onClose={busy ? undefined : onClose}
      data-testid="delete-call-flow"
      actions={
        <>
          <Button onClick={onClose} autoFocus disabled={busy}>
            {translate(refusal ? 'call_flow_pages.close' : 'call_flow_pages.cancel')}
          </Button>
          {refusal ? null : (
            <Button onClick={confirm} color="error" variant="contained" disabled={busy}>
              {translate('call_flow_pages.delete.confirm')}
            </Button>
          )}
        </>
      }
    >
      {refusal ? (
        <Alert severity="error" role="alert">
          {messageText(refusal)}
        </Alert>
      ) : (
        <DialogContentText>{translate('call_flow_pages.delete.text')}</DialogContentText>
      )}
    </Modal>
  );
}

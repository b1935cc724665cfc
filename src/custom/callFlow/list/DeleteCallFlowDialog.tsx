import { useState } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import type { UserMessage } from '../../../dataProvider/apiError.ts';
import { failureOf, useMessageText } from '../../../dataProvider/failureMessage.ts';
import { ConfirmDialog } from '../../../engine/ui/ConfirmDialog.tsx';
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
    <ConfirmDialog
      id="delete-call-flow"
      open
      busy={busy}
      title={translate('call_flow_pages.delete.title', { name: record.description })}
      text={refusal ? undefined : translate('call_flow_pages.delete.text')}
      failure={refusal ? messageText(refusal) : undefined}
      confirmLabel={translate('call_flow_pages.delete.confirm')}
      onConfirm={refusal ? undefined : confirm}
      onCancel={() => {
        if (!busy) onClose();
      }}
    />
  );
}

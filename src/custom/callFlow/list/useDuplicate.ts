import { useState } from 'react';
import { useNotify } from 'ra-core';
import { failureOf } from '../../../dataProvider/failureMessage.ts';
import { duplicateCallFlow, type CallFlowRecord } from './api.ts';
import { callFlowsChanged } from './changed.ts';

/** Duplicate (configuration-areas §4): the server makes a draft copy under a free name; the page says where it went. */
export function useDuplicate(onCopied: (copy: CallFlowRecord) => void): { duplicate(id: number): void; busy: boolean } {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const duplicate = (id: number) => {
    setBusy(true);
    duplicateCallFlow(id)
      .then((copy) => {
        notify('call_flow_pages.list.duplicated', { type: 'success', messageArgs: { name: copy.description } });
        void callFlowsChanged();
        onCopied(copy);
      })
      .catch((error: unknown) => {
        const message = failureOf(error).message;
        notify(message.key, { type: 'error', messageArgs: message.args });
      })
      .finally(() => setBusy(false));
  };
  return { duplicate, busy };
}

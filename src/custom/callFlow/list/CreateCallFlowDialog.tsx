import { useTranslate } from 'ra-core';
import { NameDialog } from '../../common/NameDialog.tsx';
import { createCallFlow } from './api.ts';
import { callFlowsChanged } from './changed.ts';

/**
 * A new call flow: only its name. It is made a concept holding its start block, and the
 * designer opens on it; it takes calls once a confirmed save makes it active.
 */
export function CreateCallFlowDialog({ onClose, onCreated }: { onClose(): void; onCreated(id: number): void }) {
  const translate = useTranslate();
  return (
    <NameDialog
      data-testid="new-call-flow"
      texts={{
        title: translate('call_flow_pages.create.title'),
        intro: translate('call_flow_pages.create.intro'),
        name: translate('call_flow_pages.create.name'),
        cancel: translate('call_flow_pages.cancel'),
        save: translate('call_flow_pages.create.save'),
      }}
      create={async (name) => {
        const created = await createCallFlow(name);
        void callFlowsChanged();
        return created;
      }}
      created="call_flow_pages.create.created"
      onClose={onClose}
      onCreated={onCreated}
    />
  );
}

import type { ReactNode } from 'react';
import type { UiSchema } from '@rjsf/utils';
import type { RaRecord } from 'ra-core';
import { StaleRecordDialog } from '../ui/StaleRecordDialog.tsx';
import { RecordForm } from './RecordForm.tsx';
import type { EditRecord } from './useEditRecord.ts';

export interface EditRecordFormProps {
  edit: EditRecord;
  /** The record as read (the page shows its load and its failure itself). */
  record: RaRecord;
  /** How the stale-record dialog names the record. */
  name: string;
  uiOverrides?: UiSchema;
  /** The form's buttons. */
  children: ReactNode;
}

/**
 * The form of a stored record (useEditRecord), with the dialogs its save may open: a change
 * made meanwhile (keep the input on screen, or reload) and leaving with unsaved changes.
 */
export function EditRecordForm({ edit, record, name, uiOverrides, children }: EditRecordFormProps) {
  const { definition, feedback, guard, saving, setDirty, onSubmit, refetch } = edit;
  return (
    <>
      <RecordForm
        // A reloaded record starts a fresh form.
        key={String(record.version ?? '')}
        definition={definition}
        mode="edit"
        record={record}
        recordId={record.id}
        uiOverrides={uiOverrides}
        serverErrors={feedback.serverErrors}
        saving={saving}
        onDirtyChange={setDirty}
        onSubmit={onSubmit}
      >
        {children}
      </RecordForm>
      <StaleRecordDialog
        open={feedback.stale}
        name={name}
        onKeep={feedback.closeStale}
        onReload={() => {
          feedback.clear();
          void refetch();
        }}
      />
      {guard.dialog}
    </>
  );
}

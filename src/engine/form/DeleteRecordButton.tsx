import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import { useDelete, useNotify, useTranslate, type RaRecord } from 'ra-core';
import { CanceledRequest, mappedErrorOf } from '../../dataProvider/dataProvider.ts';
import { lookups } from '../data/lookups.ts';
import type { ResourceDefinition } from '../schema/definition.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { useWriteAccess } from './useWriteAccess.ts';

export interface DeleteRecordButtonProps {
  definition: ResourceDefinition;
  record: RaRecord;
  disabled?: boolean;
  onDeleted(): void;
  /** Someone else changed the record since it was loaded (412). */
  onStale(): void;
}

/**
 * Deletes the record being edited, after asking, with the version it was loaded at. A record
 * in use is not deleted: the notification says what uses it, by name (configuration-areas §8).
 */
export function DeleteRecordButton({ definition, record, disabled, onDeleted, onStale }: DeleteRecordButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const name = definition.labelOf(record);
  const access = useWriteAccess(definition.name);
  // Not offered where the server would refuse it (a plain user, a record not theirs).
  if (!access.mayDelete(record)) return null;

  const confirm = () =>
    deleteOne(
      definition.name,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          lookups.forget(definition.name);
          notify('engine.notifications.deleted', { type: 'success', messageArgs: { name } });
          onDeleted();
        },
        onError: (error) => {
          setAsking(false);
          if (error instanceof CanceledRequest) return;
          const mapped = mappedErrorOf(error);
          if (mapped?.status === 412) return onStale();
          notify(mapped?.message.key ?? 'errors.unknown', { type: 'error', messageArgs: mapped?.message.args });
        },
      },
    );

  return (
    <>
      <Button color="error" startIcon={<DeleteOutlineRoundedIcon />} disabled={disabled || isPending} onClick={() => setAsking(true)}>
        {translate('engine.actions.delete')}
      </Button>
      <ConfirmDialog
        id="delete-record"
        open={asking}
        busy={isPending}
        title={translate('engine.delete.title', { name })}
        text={translate('engine.delete.text')}
        confirmLabel={translate('engine.actions.delete')}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import { useDataProvider, useListContext, useNotify, useTranslate, type RaRecord } from 'ra-core';
import { lookups } from '../data/lookups.ts';
import type { ResourceDefinition } from '../schema/definition.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { deleteEach, type DeleteOutcome } from './bulkDelete.ts';

/**
 * Deletes the selected records one by one (bulkDelete.ts). When all went, a notification
 * names them; when some stayed, the list shows a dialog of both, with why each one stayed
 * (the list holds it: this button leaves with the selection).
 */
export function BulkDeleteButton({ definition, onPartly }: { definition: ResourceDefinition; onPartly(outcomes: DeleteOutcome[]): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { selectedIds, data, onUnselectItems, refetch } = useListContext();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const count = selectedIds.length;

  const run = async () => {
    setBusy(true);
    const known = Object.fromEntries((data ?? []).map((record: RaRecord) => [String(record.id), record]));
    const results = await deleteEach(dataProvider, definition.name, [...selectedIds], known, definition.labelOf);
    setBusy(false);
    setAsking(false);
    if (results.every((r) => r.deleted)) {
      notify('engine.bulk.all_deleted', {
        type: 'success',
        messageArgs: { smart_count: results.length, names: results.map((r) => r.name).join(', ') },
      });
    } else {
      onPartly(results);
    }
    lookups.forget(definition.name);
    onUnselectItems();
    void refetch();
  };

  return (
    <>
      <Button color="error" size="small" startIcon={<DeleteOutlineRoundedIcon />} onClick={() => setAsking(true)}>
        {translate('engine.actions.delete')}
      </Button>
      <ConfirmDialog
        id="bulk-delete"
        open={asking}
        busy={busy}
        title={translate('engine.bulk.confirm_title', { smart_count: count })}
        text={translate('engine.bulk.confirm_text')}
        confirmLabel={translate('engine.actions.delete')}
        onConfirm={() => void run()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

import { lazy, Suspense, useMemo, useState } from 'react';
import { Box, Button, CircularProgress, DialogContentText, MenuItem, TextField } from '@mui/material';
import EditNoteRoundedIcon from '@mui/icons-material/EditNoteRounded';
import { useDataProvider, useListContext, useNotify, useTranslate, type RaRecord } from 'ra-core';
import { isApiError } from '../../dataProvider/client.ts';
import { mapError } from '../../dataProvider/apiError.ts';
import { lookups } from '../data/lookups.ts';
import { useWriteAccess } from '../form/useWriteAccess.ts';
import { fieldLabel } from '../i18n/keys.ts';
import type { ResourceDefinition } from '../schema/definition.ts';
import { Modal } from '../ui/Modal.tsx';
import { editAll, onlyField, type EditResult } from './bulkEdit.ts';

// The form (RJSF and the area's validators) loads when a bulk edit is opened, not with every list.
const RecordForm = lazy(() => import('../form/RecordForm.tsx').then((module) => ({ default: module.RecordForm })));

type Data = Record<string, unknown>;

/**
 * The fields the area's UI schema offers for bulk edit (`list.bulkEdit`) and which records the
 * user may edit that way: those they may change wholly. A plain user's own extension, of which
 * they change a few personal settings, is one record: its form is the place for that (the
 * server would take it in bulk too, and decides again for each record).
 */
export function useBulkEdit(definition: ResourceDefinition) {
  const access = useWriteAccess(definition.name);
  const declared = definition.list.bulkEdit;
  return useMemo(() => {
    const offered = declared ?? [];
    const fieldsFor = (record: Data) => (access.changeable(record) === 'all' ? offered : []);
    // Who may add records of the area wholly may change some wholly; a plain user's extensions area offers no selection.
    const available = offered.length > 0 && access.mayCreate && access.mayUpdateSome;
    return { offered, available, fieldsFor, mayEdit: (record: Data) => available && fieldsFor(record).length > 0 };
  }, [access, declared]);
}

/**
 * Changes one field of the selected records at once (bulkEdit.ts): the user picks a field the
 * area offers, sets its value with the field's own input and checks, and the server changes
 * every record or none. The list shows the answer for each record (BulkEditResultDialog).
 */
export function BulkEditButton({ definition, onResult }: { definition: ResourceDefinition; onResult(result: EditResult): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { selectedIds, data, onUnselectItems, refetch } = useListContext();
  const bulk = useBulkEdit(definition);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [field, setField] = useState<string>();
  // A selected record read from the server when none of them is on this page.
  const [fetched, setFetched] = useState<RaRecord>();
  const count = selectedIds.length;

  const listed = useMemo(() => Object.fromEntries((data ?? []).map((r: RaRecord) => [String(r.id), r])), [data]);
  // Only fields the user may change on every selected record.
  const fields = useMemo(
    () => bulk.offered.filter((f) => selectedIds.every((id) => { const r = listed[String(id)]; return !r || bulk.fieldsFor(r).includes(f); })),
    [bulk, selectedIds, listed],
  );
  const chosen = field && fields.includes(field) ? field : fields[0];
  const hidden = useMemo(() => (chosen ? onlyField(definition, chosen) : undefined), [definition, chosen]);
  // A selected record on this page: the hidden fields of the form hold its (valid) values.
  const first = selectedIds.map((id) => listed[String(id)]).find(Boolean) ?? fetched;
  const start = useMemo(() => (first && chosen ? { ...first, [chosen]: undefined } : undefined), [first, chosen]);

  const selectedRecords = async (): Promise<RaRecord[]> => {
    // Selections kept from other pages: read them first, to name them and send their versions.
    const missing = selectedIds.filter((id) => !listed[String(id)]);
    const found = missing.length ? (await dataProvider.getMany(definition.name, { ids: missing }).catch(() => ({ data: [] as RaRecord[] }))).data : [];
    const all = { ...listed, ...Object.fromEntries(found.map((r) => [String(r.id), r])) };
    return selectedIds.map((id) => all[String(id)] ?? { id });
  };

  const openDialog = async () => {
    if (!selectedIds.some((id) => listed[String(id)])) setFetched((await selectedRecords()).find((r) => r.version !== undefined));
    setOpen(true);
  };

  const apply = async (value: unknown) => {
    if (!chosen) return;
    setBusy(true);
    try {
      const result = await editAll(definition.name, await selectedRecords(), chosen, value ?? null, definition.labelOf);
      setOpen(false);
      onResult(result);
      if (result.changed) {
        lookups.forget(definition.name);
        onUnselectItems();
        void refetch();
      }
    } catch (error) {
      const message = isApiError(error) ? mapError(error.status, error.body).message : { key: 'errors.unknown' };
      notify(message.key, { type: 'error', messageArgs: message.args });
    } finally {
      setBusy(false);
    }
  };

  if (!bulk.available) return null;
  return (
    <>
      <Button size="small" startIcon={<EditNoteRoundedIcon />} onClick={() => void openDialog()} disabled={!fields.length} data-testid="bulk-edit">
        {translate('engine.bulk_edit.action')}
      </Button>
      <Modal size="medium" open={open} onClose={() => setOpen(false)} locked={busy} title={translate('engine.bulk_edit.title', { smart_count: count })}>
        <DialogContentText sx={{ mb: 2 }}>{translate('engine.bulk_edit.text', { smart_count: count })}</DialogContentText>
        <TextField
          select
          fullWidth
          size="small"
          label={translate('engine.bulk_edit.field')}
          value={chosen ?? ''}
          onChange={(event) => setField(event.target.value)}
          disabled={busy}
          sx={{ mb: 2 }}
          slotProps={{ select: { inputProps: { 'data-testid': 'bulk-edit-field' } } }}
        >
          {fields.map((f) => (
            <MenuItem key={f} value={f}>
              {translate(fieldLabel(definition.name, f), { _: f })}
            </MenuItem>
          ))}
        </TextField>
        {hidden && chosen && (
          <Suspense fallback={<CircularProgress size={24} />}>
            <RecordForm
              key={chosen}
              definition={definition}
              uiOverrides={hidden}
              mode="edit"
              // The value starts from the field's default, not from one record's.
              record={start}
              saving={busy}
              onSubmit={(formData) => void apply(formData[chosen])}
            >
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
                <Button onClick={() => setOpen(false)} disabled={busy}>
                  {translate('engine.actions.cancel')}
                </Button>
                <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
                  {translate('engine.bulk_edit.apply', { smart_count: count })}
                </Button>
              </Box>
            </RecordForm>
          </Suspense>
        )}
      </Modal>
    </>
  );
}

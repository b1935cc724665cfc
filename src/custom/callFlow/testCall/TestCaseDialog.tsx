import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Modal } from '../../../engine/ui/Modal.tsx';

export interface TestCaseDraft {
  name: string;
  block: string;
  /** Whether the test call's current choices replace the stored scenario (always for a new one). */
  useCurrent: boolean;
}

export interface TestCaseDialogProps {
  /** null: a new test case of the current test call. */
  editing: { name: string; block: string } | null;
  /** The blocks a case may expect, with their names. */
  blocks: { id: string; name: string }[];
  /** The block preselected for a new case (where the current path ends). */
  suggested: string;
  busy: boolean;
  error: string | null;
  onSave(draft: TestCaseDraft): void;
  onClose(): void;
}

/** A test case's name and the block its call must reach; a stored case may take the current choices. */
export function TestCaseDialog({ editing, blocks, suggested, busy, error, onSave, onClose }: TestCaseDialogProps) {
  const translate = useTranslate();
  const [name, setName] = useState(editing?.name ?? '');
  const [block, setBlock] = useState(editing?.block ?? suggested);
  const [useCurrent, setUseCurrent] = useState(editing === null);
  const [tried, setTried] = useState(false);
  const nameMissing = !name.trim();
  const blockMissing = !blocks.some((b) => b.id === block);
  const save = () => {
    setTried(true);
    if (!nameMissing && !blockMissing) onSave({ name: name.trim(), block, useCurrent: editing === null || useCurrent });
  };
  return (
    <Modal
      open
      size="small"
      title={translate(editing ? 'test_call.cases.edit_title' : 'test_call.cases.new_title')}
      onClose={busy ? undefined : onClose}
      data-testid="test-case-dialog"
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {translate('engine.actions.cancel')}
          </Button>
          <Button variant="contained" onClick={save} disabled={busy}>
            {translate('test_call.cases.save')}
          </Button>
        </>
      }
    >
      <Stack
        spacing={2}
        sx={{ pt: 1 }}
        component="form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          save();
        }}
      >
        <TextField
          autoFocus
          required
          size="small"
          label={translate('test_call.cases.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={tried && nameMissing}
          helperText={tried && nameMissing ? translate('test_call.cases.name_required') : undefined}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'test-case-name' } }}
        />
        <TextField
          select
          required
          size="small"
          label={translate('test_call.cases.expect')}
          value={blockMissing ? '' : block}
          onChange={(event) => setBlock(event.target.value)}
          error={tried && blockMissing}
          helperText={translate(tried && blockMissing ? 'test_call.cases.expect_required' : 'test_call.cases.expect_help')}
          slotProps={{ htmlInput: { 'data-testid': 'test-case-expect' } }}
        >
          {blocks.map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {b.name}
            </MenuItem>
          ))}
        </TextField>
        {editing ? (
          <FormControlLabel control={<Checkbox checked={useCurrent} onChange={(_e, on) => setUseCurrent(on)} />} label={translate('test_call.cases.use_current')} />
        ) : null}
        {error ? <Alert severity="error">{error}</Alert> : null}
      </Stack>
    </Modal>
  );
}

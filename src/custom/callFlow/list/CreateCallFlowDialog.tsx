import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import type { MappedError } from '../../../dataProvider/apiError.ts';
import { failureOf, useMessageText } from '../../../dataProvider/failureMessage.ts';
import { Modal } from '../../common/Modal.tsx';
import { createCallFlow } from './api.ts';
import { callFlowsChanged } from './changed.ts';

/** The longest name (common.schema.json description). */
const MAX_NAME = 255;

/**
 * A new call flow: only its name. It is made a concept holding its start block, and the
 * designer opens on it; it takes calls once a confirmed save makes it active.
 */
export function CreateCallFlowDialog({ onClose, onCreated }: { onClose(): void; onCreated(id: number): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const messageText = useMessageText();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<MappedError>();
  const missing = !name.trim();
  const fieldError = tried && missing ? translate('errors.required') : failure?.fields.description ? messageText(failure.fields.description) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing || saving) return;
    setSaving(true);
    setFailure(undefined);
    createCallFlow(name.trim())
      .then((created) => {
        notify('call_flow_pages.create.created', { type: 'success', messageArgs: { name: created.description } });
        void callFlowsChanged();
        onCreated(created.id);
      })
      .catch((error: unknown) => setFailure(failureOf(error)))
      .finally(() => setSaving(false));
  };

  return (
    <Modal
      open
      size="small"
      title={translate('call_flow_pages.create.title')}
      onClose={saving ? undefined : onClose}
      data-testid="new-call-flow"
      actions={
        <>
          <Button onClick={onClose} disabled={saving}>
            {translate('call_flow_pages.cancel')}
          </Button>
          <Button type="submit" form="new-call-flow-form" variant="contained" disabled={saving}>
            {translate('call_flow_pages.create.save')}
          </Button>
        </>
      }
    >
      <Box component="form" id="new-call-flow-form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Typography color="text.secondary">{translate('call_flow_pages.create.intro')}</Typography>
        {failure && !Object.keys(failure.fields).length ? <Alert severity="error">{messageText(failure.message)}</Alert> : null}
        <TextField
          label={translate('call_flow_pages.create.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          autoFocus
          disabled={saving}
          error={Boolean(fieldError)}
          helperText={fieldError}
          slotProps={{ htmlInput: { maxLength: MAX_NAME } }}
        />
      </Box>
    </Modal>
  );
}

import { useState } from 'react';
import { Alert, Button, DialogContentText, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Modal } from '../../../../engine/ui/Modal.tsx';

/**
 * The confirmation before a confirmed save (configuration-areas §4): what it does, an optional
 * comment for the revision history. With errors in the diagram it says so and offers no save.
 */
export function ConfirmSaveDialog({ open, errors, busy, draft, onCancel, onConfirm }: { open: boolean; errors: number; busy: boolean; draft: boolean; onCancel(): void; onConfirm(comment: string): void }) {
  const translate = useTranslate();
  const [comment, setComment] = useState('');
  return (
    <Modal
      id="cf-confirm"
      size="small"
      open={open}
      onClose={onCancel}
      closeButton={false}
      title={translate('designer.confirm.title')}
      actions={
        <>
          <Button onClick={onCancel}>{translate('designer.confirm.cancel')}</Button>
          <Button variant="contained" disabled={busy || errors > 0} onClick={() => onConfirm(comment)} data-testid="cf-confirm-submit">
            {translate('designer.confirm.submit')}
          </Button>
        </>
      }
    >
      <DialogContentText sx={{ mb: 2 }}>{translate(draft ? 'designer.confirm.text_draft' : 'designer.confirm.text')}</DialogContentText>
      {errors > 0 ? (
        <Alert severity="error">{translate('designer.confirm.blocked', { smart_count: errors })}</Alert>
      ) : (
        <TextField
          label={translate('designer.confirm.comment')}
          helperText={translate('designer.confirm.comment_help')}
          fullWidth
          multiline
          minRows={2}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          autoFocus
        />
      )}
    </Modal>
  );
}

import type { ReactNode } from 'react';
import { Button, DialogContentText } from '@mui/material';
import { useTranslate } from 'ra-core';
import { EngineDialog } from './EngineDialog.tsx';

export interface ConfirmDialogProps {
  id: string;
  open: boolean;
  title: ReactNode;
  text: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before something that cannot be undone, such as a delete. */
export function ConfirmDialog({ id, open, title, text, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const translate = useTranslate();
  return (
    <EngineDialog
      id={id}
      open={open}
      onClose={onCancel}
      title={title}
      actions={
        <>
          <Button onClick={onCancel} autoFocus disabled={busy}>
            {translate('engine.actions.cancel')}
          </Button>
          <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <DialogContentText>{text}</DialogContentText>
    </EngineDialog>
  );
}

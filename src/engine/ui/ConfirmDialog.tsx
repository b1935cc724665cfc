import type { ReactNode } from 'react';
import { Alert, Button, DialogContentText } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Modal } from './Modal.tsx';

export interface ConfirmDialogProps {
  id: string;
  open: boolean;
  title: ReactNode;
  /** What is asked; left out when `failure` says all there is to say. */
  text?: ReactNode;
  /** Further paragraphs after the text. */
  more?: ReactNode;
  confirmLabel: string;
  /** Red for what destroys (the default); primary for what only changes. */
  confirmColor?: 'error' | 'primary';
  busy?: boolean;
  /** Why the last try failed, kept in the dialog where it can be read. */
  failure?: ReactNode;
  /** Without it nothing is left to confirm (a refusal): only a Close button. */
  onConfirm?(): void;
  onCancel(): void;
}

/** Asks before something that cannot be undone, such as a delete. */
export function ConfirmDialog({ id, open, title, text, more, confirmLabel, confirmColor = 'error', busy, failure, onConfirm, onCancel }: ConfirmDialogProps) {
  const translate = useTranslate();
  return (
    <Modal
      id={id}
      size="small"
      open={open}
      onClose={onCancel}
      locked={busy}
      closeButton={false}
      title={title}
      actions={
        <>
          <Button onClick={onCancel} autoFocus disabled={busy}>
            {translate(onConfirm ? 'engine.actions.cancel' : 'engine.actions.close')}
          </Button>
          {onConfirm ? (
            <Button onClick={onConfirm} color={confirmColor} variant="contained" disabled={busy}>
              {confirmLabel}
            </Button>
          ) : null}
        </>
      }
    >
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mb: text ? 2 : 0 }}>
          {failure}
        </Alert>
      ) : null}
      {text ? <DialogContentText>{text}</DialogContentText> : null}
      {more}
    </Modal>
  );
}

import { Button, DialogContentText } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Modal } from './Modal.tsx';

/**
 * Someone else saved the record since it was opened (412). The user's input stays on screen
 * behind the dialog until they choose: keep it there (to copy what they need), or load the
 * latest version, which replaces it.
 */
export function StaleRecordDialog({ open, name, onKeep, onReload }: { open: boolean; name: string; onKeep(): void; onReload(): void }) {
  const translate = useTranslate();
  return (
    <Modal
      id="stale-record"
      size="medium"
      open={open}
      onClose={onKeep}
      closeButton={false}
      title={translate('engine.stale.title')}
      actions={
        <>
          <Button onClick={onKeep}>{translate('engine.stale.keep')}</Button>
          <Button onClick={onReload} variant="contained" autoFocus>
            {translate('engine.stale.reload')}
          </Button>
        </>
      }
    >
      <DialogContentText>{translate('engine.stale.text', { name })}</DialogContentText>
    </Modal>
  );
}

import { Button, DialogContentText } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Modal } from './Modal.tsx';

/** The leave-page warning of portal-overview §2: stay (and keep the changes) or leave without saving. */
export function LeavePageDialog({ open, onStay, onLeave }: { open: boolean; onStay(): void; onLeave(): void }) {
  const translate = useTranslate();
  return (
    <Modal
      id="leave-page"
      size="small"
      open={open}
      onClose={onStay}
      closeButton={false}
      title={translate('engine.leave.title')}
      actions={
        <>
          <Button onClick={onStay} autoFocus>
            {translate('engine.leave.stay')}
          </Button>
          <Button onClick={onLeave} color="error" variant="contained">
            {translate('engine.leave.leave')}
          </Button>
        </>
      }
    >
      <DialogContentText>{translate('engine.leave.text')}</DialogContentText>
    </Modal>
  );
}

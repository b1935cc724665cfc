import { useId, type ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { useTranslate } from 'ra-core';

/** The three modal sizes of portal-overview §2, by width. */
export type ModalSize = 'small' | 'medium' | 'large';
const WIDTHS: Record<ModalSize, number> = { small: 440, medium: 640, large: 960 };

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  size?: ModalSize;
  /** Called on Escape and on the close button. Without it, or while `locked`, the modal cannot be closed. */
  onClose?: () => void;
  /** A modal that must be completed first (the initial password): no close button, Escape ignored. */
  locked?: boolean;
  actions?: ReactNode;
  children: ReactNode;
  /** Passed to the dialog's paper, e.g. a test id. */
  'data-testid'?: string;
}

/**
 * Every modal of the portal: one look, Escape closes it (portal-overview §2). A click beside
 * it does not: a half-filled form should not vanish because the mouse slipped.
 */
export function Modal({ open, title, size = 'medium', onClose, locked = false, actions, children, ...rest }: ModalProps) {
  const translate = useTranslate();
  const titleId = useId();
  const closable = Boolean(onClose) && !locked;
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (closable && reason === 'escapeKeyDown') onClose?.();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { width: WIDTHS[size], maxWidth: 'calc(100% - 32px)', m: 2, borderRadius: 3 }, ...({ 'data-testid': rest['data-testid'] } as object) } }}
    >
      <DialogTitle id={titleId} sx={{ pr: closable ? 7 : 3 }}>
        {title}
      </DialogTitle>
      {closable ? (
        <IconButton
          aria-label={translate('account.modal.close')}
          title={translate('account.modal.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseRoundedIcon />
        </IconButton>
      ) : null}
      <DialogContent dividers>{children}</DialogContent>
      {actions ? <DialogActions sx={{ px: 3, py: 1.5 }}>{actions}</DialogActions> : null}
    </Dialog>
  );
}

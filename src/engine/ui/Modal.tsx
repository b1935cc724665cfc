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
  /** A modal that must be completed first (the initial password), or busy: no close button, Escape ignored. */
  locked?: boolean;
  /**
   * False where the modal's own buttons are all its answers (a question such as a confirmation,
   * or a result with its Close button): a close button beside them would be one answer too many,
   * or a second button of the same name. Escape still closes it.
   */
  closeButton?: boolean;
  actions?: ReactNode;
  children: ReactNode;
  /**
   * Gives the title `${id}-title` and the body `${id}-body`, and makes the body the modal's
   * description: for a modal whose body is a message to read out, not a form.
   */
  id?: string;
  /** Passed to the dialog's paper, e.g. a test id. */
  'data-testid'?: string;
}

/**
 * Every modal of the portal: one look, Escape closes it (portal-overview §2). A click beside
 * it does not: a half-filled form should not vanish because the mouse slipped.
 */
export function Modal({ open, title, size = 'medium', onClose, locked = false, closeButton = true, actions, children, id, ...rest }: ModalProps) {
  const translate = useTranslate();
  const ownId = useId();
  const titleId = id ? `${id}-title` : ownId;
  const bodyId = id ? `${id}-body` : undefined;
  const closable = Boolean(onClose) && !locked;
  const withButton = closable && closeButton;
  // react-admin's own text: it loads with the account pages and the shell alike, and a modal
  // opens on both (the account modals also open on the integration activation page).
  const closeLabel = translate('ra.action.close');
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (closable && reason === 'escapeKeyDown') onClose?.();
      }}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { width: WIDTHS[size], maxWidth: 'calc(100% - 32px)', m: 2, borderRadius: 3 }, ...({ 'data-testid': rest['data-testid'] } as object) } }}
    >
      <DialogTitle id={titleId} sx={{ pr: withButton ? 7 : 3 }}>
        {title}
      </DialogTitle>
      {withButton ? (
        <IconButton aria-label={closeLabel} title={closeLabel} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseRoundedIcon />
        </IconButton>
      ) : null}
      <DialogContent id={bodyId} dividers>
        {children}
      </DialogContent>
      {actions ? <DialogActions sx={{ px: 3, py: 1.5 }}>{actions}</DialogActions> : null}
    </Dialog>
  );
}

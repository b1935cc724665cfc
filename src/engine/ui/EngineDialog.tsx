import type { ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';

/** The three modal sizes of portal-overview §2. */
export type ModalSize = 'small' | 'medium' | 'large';
const WIDTH = { small: 'xs', medium: 'sm', large: 'md' } as const;

export interface EngineDialogProps {
  open: boolean;
  /** Escape, a click outside, or the caller's own cancel. */
  onClose(): void;
  size?: ModalSize;
  title: ReactNode;
  children: ReactNode;
  actions: ReactNode;
  /** The id the title gets, for tests and assistive technology. */
  id: string;
}

/** A modal of the portal: a size, a title, a body and its buttons; Escape closes it. */
export function EngineDialog({ open, onClose, size = 'small', title, children, actions, id }: EngineDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth={WIDTH[size]} fullWidth aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent id={`${id}-body`}>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>{actions}</DialogActions>
    </Dialog>
  );
}

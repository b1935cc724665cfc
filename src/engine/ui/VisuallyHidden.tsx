import type { ReactNode } from 'react';

/**
 * Off-screen text, for screen readers only. The lengths are CSS pixels written as strings on
 * purpose: in MUI's `sx`, `width: 1` means 100 %, and an absolutely placed box that wide
 * made the page wider than the window (issue 27: a horizontal scrollbar on the wallboard).
 */
const HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  width: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
} as const;

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={HIDDEN}>{children}</span>;
}

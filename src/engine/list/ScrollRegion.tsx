import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * A box that scrolls sideways inside the page (a table wider than a phone), never the page
 * itself. It is a named region the keyboard reaches with Tab and scrolls with the arrows, and a
 * screen reader announces by `label` (WCAG 2.1.1; axe's scrollable-region-focusable). Every
 * hand-built table and wide widget scrolls through this one box, so that none is left without it.
 */
export function ScrollRegion({ label, maxHeight, children }: { label: string; /** Taller content scrolls down too. */ maxHeight?: number; children: ReactNode }) {
  return (
    <Box sx={{ overflowX: 'auto', ...(maxHeight ? { maxHeight, overflowY: 'auto' } : {}) }} tabIndex={0} role="region" aria-label={label}>
      {children}
    </Box>
  );
}

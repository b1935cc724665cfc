import type { ReactNode } from 'react';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** The record's name in a list, as a link to its page; the row's own click is not repeated. */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} underline="hover" color="inherit" sx={{ fontWeight: 500, display: 'block' }} onClick={(event) => event.stopPropagation()}>
      {children}
    </Link>
  );
}

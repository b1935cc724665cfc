import type { ReactNode } from 'react';
import { Alert, Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'ra-core';
import { mappedErrorOf } from '../../dataProvider/dataProvider.ts';

/** A stored record's page while the record is read. */
export function RecordLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress size={32} />
    </Box>
  );
}

/** Why a stored record could not be read (not found when the server says no more), with the page's way on. */
export function RecordLoadError({ error, action }: { error: unknown; action: ReactNode }) {
  const translate = useTranslate();
  const message = mappedErrorOf(error)?.message;
  return (
    <Alert severity="error" action={action}>
      {translate(message?.key ?? 'errors.not_found', message?.args)}
    </Alert>
  );
}

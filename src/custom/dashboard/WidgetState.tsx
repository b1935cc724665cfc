import type { ReactNode } from 'react';
import { Alert, Button, Skeleton, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';

/**
 * A widget's loading and failure, the same in every card: lines of skeleton while its data
 * comes, then either the content or what failed with a button to try again.
 */
export function WidgetState({ loading, error, retry, children }: { loading: boolean; error: unknown; retry: () => void; children: () => ReactNode }) {
  const translate = useTranslate();
  if (error !== undefined && error !== null) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {translate('dashboard.retry')}
          </Button>
        }
      >
        {translate('dashboard.widget_error')}
      </Alert>
    );
  }
  if (loading) {
    return (
      <Stack spacing={1} aria-busy>
        <Skeleton variant="rounded" height={24} />
        <Skeleton variant="rounded" height={24} />
        <Skeleton variant="rounded" height={24} />
      </Stack>
    );
  }
  return children();
}

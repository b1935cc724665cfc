import { lazy, Suspense } from 'react';
import { CircularProgress } from '@mui/material';
import type { RaRecord } from 'ra-core';

/** The editor and its drag-and-drop library load only when a device's page opens. */
const DssEditor = lazy(() => import('./DssEditor.tsx'));

/** Under a device's form: its DSS buttons. */
export function DssSection({ record }: { record: RaRecord }) {
  return (
    <Suspense fallback={<CircularProgress size={24} sx={{ mt: 4 }} />}>
      <DssEditor record={record} />
    </Suspense>
  );
}

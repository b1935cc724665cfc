import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import AltRouteRoundedIcon from '@mui/icons-material/AltRouteRounded';
import { useTranslate, type RaRecord } from 'ra-core';

// The trace and its form are loaded when first asked for, not with the list.
const WhereItGoesDialog = lazy(() => import('./WhereItGoesDialog.tsx'));

/** "Where does this number go": opens the trace of a call to this number. */
export function WhereItGoesButton({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const did = String(record.did ?? '');
  return (
    <>
      <Button
        size="small"
        startIcon={<AltRouteRoundedIcon />}
        onClick={() => setOpen(true)}
        aria-label={translate('test_call.where.action_named', { number: did })}
        data-testid="where-does-it-go"
      >
        {translate('test_call.where.action')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <WhereItGoesDialog record={record} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

import { lazy, Suspense, useState } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';
import AltRouteRoundedIcon from '@mui/icons-material/AltRouteRounded';
import { useTranslate, type RaRecord } from 'ra-core';
import { formatPhoneNumber } from '../../../core/domain/formats.ts';

// The trace and its form are loaded when first asked for, not with the list.
const WhereItGoesDialog = lazy(() => import('./WhereItGoesDialog.tsx'));

/** "Where does this number go": opens the trace of a call to this number; `compact`: an icon with its name as tooltip (a list row). */
export function WhereItGoesButton({ record, compact = false }: { record: RaRecord; compact?: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const did = formatPhoneNumber(String(record.did ?? ''));
  return (
    <>
      {compact ? (
        <Tooltip title={translate('test_call.where.action')}>
          <IconButton size="small" onClick={() => setOpen(true)} aria-label={translate('test_call.where.action_named', { number: did })} data-testid="where-does-it-go">
            <AltRouteRoundedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button size="small" startIcon={<AltRouteRoundedIcon />} onClick={() => setOpen(true)} data-testid="where-does-it-go">
          {translate('test_call.where.action')}
        </Button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <WhereItGoesDialog record={record} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

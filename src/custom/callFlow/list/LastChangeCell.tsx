import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useDateFormat } from '../../../i18n/dates.ts';
import type { CallFlowRecord } from './api.ts';

/**
 * A list row's last change (issue 27, as Monster UI and 3CX list it): who saved the flow and
 * when, as the server recorded it on the write (server/areas/call_flow/lastChange.ts); "–" for a
 * flow no one has changed since that was recorded.
 */
export function LastChangeCell({ record }: { record: CallFlowRecord }) {
  const translate = useTranslate();
  const when = useDateFormat('dateTime');
  const changed = record.changed;
  if (!changed) return <Typography variant="body2" color="text.secondary">–</Typography>;
  return (
    <Typography variant="body2" data-testid={`call-flow-changed-${record.id}`}>
      {translate('call_flow_pages.list.changed_by', { name: changed.by.name, when: when.format(changed.at) })}
    </Typography>
  );
}

import { Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { formatPhoneNumber } from '../../../../core/domain/formats.ts';
import { apiClient } from '../../../dataProvider/apiClient.ts';
import { resultOf } from '../../../dataProvider/client.ts';
import { useApiRead } from '../../../dataProvider/useApiRead.ts';
import { wholeRecords } from '../../../dataProvider/wholeRecords.ts';

/** The numbers a row names; the others are counted (the flow's page lists them all). */
const SHOWN = 2;

/**
 * A list row's phone numbers routed to the flow (issue 27, as Monster UI and 3CX list them):
 * the first few, grouped as every list writes them, and how many more; "–" for none.
 */
export function FlowNumbersCell({ flow }: { flow: number }) {
  const translate = useTranslate();
  const query = { call_flow: String(flow), page: 1, page_size: SHOWN, ordering: 'did' };
  const numbers = useApiRead(['did_routing', 'call_flow_pages', query], (signal) => resultOf(apiClient.GET('/v1/did_routing/', { params: { query }, signal }), signal).then(wholeRecords));
  if (numbers.error) return <Typography variant="body2" color="text.secondary">–</Typography>;
  if (!numbers.data) return <Skeleton variant="text" width={110} />;
  const { results, count } = numbers.data;
  if (!results.length) return <Typography variant="body2" color="text.secondary">–</Typography>;
  const shown = results.map((row) => formatPhoneNumber(row.did)).join(', ');
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }} data-testid={`call-flow-numbers-${flow}`}>
      {count > results.length ? `${shown} ${translate('call_flow_pages.list.numbers_more', { smart_count: count - results.length })}` : shown}
    </Typography>
  );
}

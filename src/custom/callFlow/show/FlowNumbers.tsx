import { Alert, Box, Button, Card, CardContent, Link, List, ListItem, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router';
import { apiClient } from '../../../dataProvider/apiClient.ts';
import { resultOf } from '../../../dataProvider/client.ts';
import { failureOf, useMessageText } from '../../../dataProvider/failureMessage.ts';
import { useApiRead } from '../../../dataProvider/useApiRead.ts';
import { areaPaths } from '../../../engine/form/paths.ts';
import { definitionOf } from '../../../engine/schema/catalogue.ts';
import { usePortalPermissions } from '../../../layout/usePortalPermissions.ts';
import { wholeRecords } from '../../../dataProvider/wholeRecords.ts';
import { formatPhoneNumber } from '../../../../core/domain/formats.ts';

/** Enough for any real flow; more numbers than this are counted, not listed. */
const SHOWN = 100;

/**
 * The phone numbers routed to the flow (did_routing with the call_flow filter), each a link to
 * its page for whom may open the phone numbers.
 */
export function FlowNumbers({ flow }: { flow: number }) {
  const translate = useTranslate();
  const messageText = useMessageText();
  const permissions = usePortalPermissions();
  const didRouting = definitionOf('did_routing').meta;
  const mayOpen = Boolean(permissions?.groupPermissions.includes(didRouting.permission ?? ''));
  const query = { call_flow: String(flow), page: 1, page_size: SHOWN, ordering: 'did' };
  const numbers = useApiRead(['did_routing', 'call_flow_pages', query], (signal) => resultOf(apiClient.GET('/v1/did_routing/', { params: { query }, signal }), signal).then(wholeRecords));
  const rows = numbers.data && 'results' in numbers.data ? numbers.data.results : undefined;
  const title = translate('call_flow_pages.numbers.title');

  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {numbers.error ? (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={numbers.retry}>{translate('call_flow_pages.try_again')}</Button>}>
            {messageText(failureOf(numbers.error).message)}
          </Alert>
        ) : !rows ? (
          <Skeleton width={200} />
        ) : rows.length === 0 ? (
          <Typography color="text.secondary">{translate('call_flow_pages.numbers.none')}</Typography>
        ) : (
          <Box>
            <List dense data-testid="call-flow-numbers">
              {rows.map((row) => (
                <ListItem key={row.id} disableGutters>
                  {mayOpen && row.id !== undefined ? (
                    <Link component={RouterLink} to={areaPaths(didRouting.route ?? '').edit(row.id)} underline="hover">
                      {formatPhoneNumber(row.did)}
                    </Link>
                  ) : (
                    <Typography>{formatPhoneNumber(row.did)}</Typography>
                  )}
                </ListItem>
              ))}
            </List>
            {numbers.data && 'count' in numbers.data && numbers.data.count > rows.length ? (
              <Typography variant="body2" color="text.secondary">
                {translate('call_flow_pages.numbers.more', { smart_count: numbers.data.count - rows.length })}
              </Typography>
            ) : null}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

import { TableCell, TableRow } from '@mui/material';
import { useLocale, useTranslate } from 'ra-core';
import { permissionsOf } from '../../auth/profile.ts';
import { useSession } from '../../auth/useSession.ts';
import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { useCrumbLabel } from '../../layout/crumbLabels.ts';
import { TablePage } from '../common/TablePage.tsx';
import { NotFoundPage } from '../../shell/notFound/NotFoundPage.tsx';
import { UsageBar } from './UsageBar.tsx';
import { useDateFormat } from '../../i18n/dates.ts';

/** The group permission the page needs, as the server's subscription resource does. */
const PERMISSION = 'configuration_extension';
const ROUTE = '/users/subscriptions';

/** /users/subscriptions: the group's licences per product, used and available, read-only. */
export default function SubscriptionsPage() {
  const session = useSession();
  const profile = session.status === 'signed-in' ? session.profile : undefined;
  if (!profile || !permissionsOf(profile).groupPermissions.includes(PERMISSION)) return <NotFoundPage />;
  return <Subscriptions group={profile.group_id} />;
}

function Subscriptions({ group }: { group: number }) {
  const translate = useTranslate();
  const locale = useLocale();
  const title = translate('groups.subscriptions.title');
  useCrumbLabel(ROUTE, title);
  const subscriptions = useApiRead(['subscription', 'usage', group], (signal) => resultOf(apiClient.GET('/v1/subscriptions/', { signal }), signal));
  const number = new Intl.NumberFormat(locale);
  // A calendar day, sent as midnight UTC.
  const date = useDateFormat('longDate', 'UTC');

  return (
    <TablePage
      title={title}
      intro={translate('groups.subscriptions.intro')}
      read={subscriptions}
      retryLabel={translate('groups.subscriptions.try_again')}
      head={
        <>
          <TableCell>{translate('groups.subscriptions.product')}</TableCell>
          <TableCell align="right">{translate('groups.subscriptions.quantity')}</TableCell>
          <TableCell align="right">{translate('groups.subscriptions.used')}</TableCell>
          <TableCell align="right">{translate('groups.subscriptions.available')}</TableCell>
          <TableCell>{translate('groups.subscriptions.usage')}</TableCell>
          <TableCell>{translate('groups.subscriptions.renews_on')}</TableCell>
        </>
      }
      columns={6}
      loadingRows={4}
      empty={translate('groups.subscriptions.empty')}
      row={(row) => (
        <TableRow key={row.product} data-testid={`subscription-${row.product}`}>
          <TableCell sx={{ fontWeight: 500 }}>{translate(`groups.products.${row.product}`, { _: row.product })}</TableCell>
          <TableCell align="right">{number.format(row.quantity)}</TableCell>
          <TableCell align="right">{number.format(row.used)}</TableCell>
          <TableCell align="right" sx={{ color: row.available < 0 ? 'error.main' : undefined }}>
            {number.format(row.available)}
          </TableCell>
          <TableCell>
            <UsageBar used={row.used} quantity={row.quantity} />
          </TableCell>
          <TableCell>{date.format(`${row.renews_on}T00:00:00Z`)}</TableCell>
        </TableRow>
      )}
    />
  );
}

import { Box } from '@mui/material';
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
      empty={translate('groups.subscriptions.empty')}
      loadingRows={4}
      fit={{
        // Product, three figures, the bar and the date side by side need about this much; a phone stacks each product.
        minWidth: 720,
        rowKey: (row) => row.product,
        rowProps: (row) => ({ 'data-testid': `subscription-${row.product}` }),
        recordTestId: (row) => `subscription-${row.product}`,
        columns: [
          { key: 'product', label: translate('groups.subscriptions.product'), cell: (row) => translate(`groups.products.${row.product}`, { _: row.product }) },
          { key: 'quantity', label: translate('groups.subscriptions.quantity'), align: 'right', cell: (row) => number.format(row.quantity) },
          { key: 'used', label: translate('groups.subscriptions.used'), align: 'right', cell: (row) => number.format(row.used) },
          {
            key: 'available', label: translate('groups.subscriptions.available'), align: 'right',
            cell: (row) => <Box component="span" sx={{ color: row.available < 0 ? 'error.main' : undefined }}>{number.format(row.available)}</Box>,
          },
          { key: 'usage', label: translate('groups.subscriptions.usage'), cell: (row) => <UsageBar used={row.used} quantity={row.quantity} /> },
          { key: 'renews_on', label: translate('groups.subscriptions.renews_on'), cell: (row) => date.format(`${row.renews_on}T00:00:00Z`) },
        ],
      }}
    />
  );
}

import { useState } from 'react';
import { Box, Button, Chip, TableSortLabel, Typography } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import LoginRoundedIcon from '@mui/icons-material/LoginRounded';
import { useLocale, useTranslate } from 'ra-core';
import { permissionsOf } from '../../auth/profile.ts';
import { useSession } from '../../auth/useSession.ts';
import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';
import { refreshResource } from '../../dataProvider/queryClient.ts';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { useMoneyFormat } from '../../i18n/money.ts';
import { roleMaySee } from '../../../core/domain/roles.ts';
import { useImpersonation } from '../account/impersonation/useImpersonation.ts';
import { TablePage, useListSearch } from '../common/TablePage.tsx';
import { NotFoundPage } from '../../shell/notFound/NotFoundPage.tsx';
import { nextSort, orderingOf, PAGE_SIZE, type Sort, type SortKey } from './clientsQuery.ts';
import { NewClientModal } from './NewClientModal.tsx';
import { useDateFormat } from '../../i18n/dates.ts';

/** The columns after the name, in the table's order; each sorts on the server. */
const FIGURES: { key: SortKey; money?: boolean }[] = [
  { key: 'extensions' },
  { key: 'phone_numbers' },
  { key: 'users' },
  { key: 'daily_balance', money: true },
  { key: 'remaining_balance', money: true },
];

/** /clients/overview: a reseller's client groups with their key figures (portal-overview §2, §6). */
export default function ClientsPage() {
  const session = useSession();
  const profile = session.status === 'signed-in' ? session.profile : undefined;
  const permissions = profile ? permissionsOf(profile) : undefined;
  if (!permissions || !roleMaySee(permissions.role, 'clients') || !permissions.groupPermissions.includes('clients')) return <NotFoundPage />;
  return <ClientsOverview />;
}

function ClientsOverview() {
  const translate = useTranslate();
  const locale = useLocale();
  const { start } = useImpersonation();
  const { input, setInput, search, page, setPage } = useListSearch();
  const [sort, setSort] = useState<Sort>({ key: 'description', descending: false });
  const [creating, setCreating] = useState(false);
  const [starting, setStarting] = useState<number>();
  const title = translate('groups.clients.title');

  const query = { page, page_size: PAGE_SIZE, search: search || undefined, ordering: orderingOf(sort) };
  const clients = useApiRead(['clients', 'overview', query], (signal) => resultOf(apiClient.GET('/v1/clients/', { params: { query }, signal }), signal));
  const pages = clients.data ? Math.max(1, Math.ceil(clients.data.count / PAGE_SIZE)) : 1;
  const money = useMoneyFormat('amount');
  const count = new Intl.NumberFormat(locale);
  const since = useDateFormat('date');

  const actAs = (id: number) => {
    setStarting(id);
    void start(id).finally(() => setStarting(undefined));
  };
  /** A column's sort button, in the header cell FitTable draws. */
  const sortLabel = (key: SortKey) => (
    <TableSortLabel
      active={sort.key === key}
      direction={sort.key === key && sort.descending ? 'desc' : 'asc'}
      onClick={() => {
        setSort(nextSort(sort, key));
        setPage(1);
      }}
    >
      {translate(`groups.clients.${key}`)}
    </TableSortLabel>
  );
  const sortable = (key: SortKey) => ({ key, label: translate(`groups.clients.${key}`), head: sortLabel(key) });

  return (
    <TablePage
      title={title}
      intro={translate('groups.clients.intro')}
      actions={
        <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => setCreating(true)}>
          {translate('groups.clients.add')}
        </Button>
      }
      search={{
        value: input,
        onChange: setInput,
        label: translate('groups.clients.search'),
        total: clients.data ? translate('groups.clients.total', { smart_count: clients.data.count }) : undefined,
      }}
      read={clients}
      retryLabel={translate('groups.clients.try_again')}
      empty={translate('groups.clients.empty')}
      paging={{ pages, page, onPage: setPage }}
      fit={{
        // The name, five figures, the date and the button side by side; a phone stacks each client.
        minWidth: 900,
        rowKey: (client) => client.id,
        rowProps: (client) => ({ hover: true, 'data-testid': `client-${client.id}` }),
        recordTestId: (client) => `client-${client.id}`,
        columns: [
          {
            ...sortable('description'),
            cell: (client) => (
              <>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {client.description}
                  </Typography>
                  {client.test_account ? <Chip size="small" label={translate('groups.clients.test')} /> : null}
                </Box>
                {client.domain ? (
                  <Typography variant="caption" color="text.secondary">
                    {client.domain}
                  </Typography>
                ) : null}
              </>
            ),
          },
          ...FIGURES.map(({ key, money: isMoney }) => ({
            ...sortable(key),
            align: 'right' as const,
            cell: (client: NonNullable<typeof clients.data>['results'][number]) => {
              const value = client[key] as number | null;
              return value === null ? translate('groups.clients.no_limit') : isMoney ? money.format(value) : count.format(value);
            },
          })),
          { ...sortable('created_at'), cell: (client) => since.format(client.created_at) },
          {
            key: 'actions',
            label: translate('groups.clients.actions'),
            align: 'right',
            cell: (client) => (
              <Button
                size="small"
                variant="outlined"
                startIcon={<LoginRoundedIcon />}
                disabled={starting !== undefined}
                onClick={() => actAs(client.id)}
                aria-label={translate('groups.clients.act_as_group', { group: client.description })}
              >
                {translate('groups.clients.act_as')}
              </Button>
            ),
          },
        ],
      }}
    >
      {creating ? (
        <NewClientModal
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            // The new client shows in this list and in the group selectors (impersonation).
            void refreshResource('clients');
            void refreshResource('group');
          }}
        />
      ) : null}
    </TablePage>
  );
}

import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, Chip, Pagination, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel, Typography } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import LoginRoundedIcon from '@mui/icons-material/LoginRounded';
import { useLocale, useTranslate } from 'ra-core';
import { permissionsOf } from '../../auth/profile.ts';
import { useSession } from '../../auth/useSession.ts';
import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { SELECTOR_SEARCH_DELAY_MS } from '../../dataProvider/lookups.ts';
import { refreshResource } from '../../dataProvider/queryClient.ts';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { roleMaySee } from '../../domain/roles.ts';
import { PageHeader } from '../../engine/ui/PageHeader.tsx';
import { SearchBox } from '../../engine/ui/SearchBox.tsx';
import { useImpersonation } from '../account/impersonation/useImpersonation.ts';
import { NotFoundPage } from '../notFound/NotFoundPage.tsx';
import { nextSort, orderingOf, PAGE_SIZE, type Sort, type SortKey } from './clientsQuery.ts';
import { NewClientModal } from './NewClientModal.tsx';

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
  const messageText = useMessageText();
  const { start } = useImpersonation();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort>({ key: 'description', descending: false });
  const [creating, setCreating] = useState(false);
  const [starting, setStarting] = useState<number>();
  const title = translate('groups.clients.title');

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(input.trim());
      setPage(1);
    }, SELECTOR_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const query = { page, page_size: PAGE_SIZE, search: search || undefined, ordering: orderingOf(sort) };
  const clients = useApiRead(['clients', 'overview', query], (signal) => resultOf(apiClient.GET('/v1/clients/', { params: { query }, signal }), signal));
  const pages = clients.data ? Math.max(1, Math.ceil(clients.data.count / PAGE_SIZE)) : 1;
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const count = new Intl.NumberFormat(locale);
  const since = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });

  const actAs = (id: number) => {
    setStarting(id);
    void start(id).finally(() => setStarting(undefined));
  };
  const header = (key: SortKey, align?: 'right') => (
    <TableCell key={key} align={align} sortDirection={sort.key === key ? (sort.descending ? 'desc' : 'asc') : false}>
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
    </TableCell>
  );

  return (
    <Box sx={{ width: '100%', pb: 3 }}>
      <PageHeader
        title={title}
        actions={
          <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => setCreating(true)}>
            {translate('groups.clients.add')}
          </Button>
        }
      />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {translate('groups.clients.intro')}
      </Typography>
      <Card>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 2, pb: 1.5, alignItems: 'center', minHeight: 68 }}>
          <SearchBox value={input} onChange={setInput} label={translate('groups.clients.search')} />
          <Box sx={{ flex: 1 }} />
          {clients.data ? (
            <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }} aria-live="polite" data-testid="list-total">
              {translate('groups.clients.total', { smart_count: clients.data.count })}
            </Box>
          ) : null}
        </Box>
        {clients.error ? (
          <Alert severity="error" sx={{ m: 2 }} action={<Button color="inherit" size="small" onClick={clients.retry}>{translate('groups.clients.try_again')}</Button>}>
            {messageText(failureOf(clients.error).message)}
          </Alert>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table aria-label={title}>
              <TableHead>
                <TableRow>
                  {header('description')}
                  {FIGURES.map(({ key }) => header(key, 'right'))}
                  {header('created_at')}
                  <TableCell align="right">{translate('groups.clients.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {!clients.data
                  ? Array.from({ length: 3 }, (_, i) => (
                      <TableRow key={i}>
                        <TableCell colSpan={FIGURES.length + 3}>
                          <Skeleton />
                        </TableCell>
                      </TableRow>
                    ))
                  : clients.data.results.map((client) => (
                      <TableRow key={client.id} hover data-testid={`client-${client.id}`}>
                        <TableCell>
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
                        </TableCell>
                        {FIGURES.map(({ key, money: isMoney }) => {
                          const value = client[key] as number | null;
                          return (
                            <TableCell key={key} align="right">
                              {value === null ? translate('groups.clients.no_limit') : isMoney ? money.format(value) : count.format(value)}
                            </TableCell>
                          );
                        })}
                        <TableCell>{since.format(new Date(client.created_at))}</TableCell>
                        <TableCell align="right">
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
                        </TableCell>
                      </TableRow>
                    ))}
                {clients.data && clients.data.results.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={FIGURES.length + 3}>
                      <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                        {translate('groups.clients.empty')}
                      </Typography>
                    </TableCell>
                  </TableRow>
                ) : null}
              </TableBody>
            </Table>
          </Box>
        )}
        {pages > 1 ? (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1.5 }}>
            <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} />
          </Box>
        ) : null}
      </Card>
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
    </Box>
  );
}

import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, Chip, Pagination, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import LoginRoundedIcon from '@mui/icons-material/LoginRounded';
import { useTranslate } from 'ra-core';
import { homeGroupId } from '../../../auth/impersonation.ts';
import { maySeeGroupOverview, permissionsOf } from '../../../auth/profile.ts';
import { useSession } from '../../../auth/useSession.ts';
import { apiClient } from '../../../dataProvider/apiClient.ts';
import { resultOf } from '../../../dataProvider/client.ts';
import { stored } from '../../../dataProvider/records.ts';
import { useApiRead } from '../../../dataProvider/useApiRead.ts';
import { failureOf, useMessageText } from '../../../dataProvider/failureMessage.ts';
import { SELECTOR_SEARCH_DELAY_MS } from '../../../dataProvider/lookups.ts';
import { PageHeader } from '../../../engine/ui/PageHeader.tsx';
import { SearchBox } from '../../../engine/ui/SearchBox.tsx';
import { useCrumbLabel } from '../../../layout/crumbLabels.ts';
import { NotFoundPage } from '../../notFound/NotFoundPage.tsx';
import { useImpersonation } from '../impersonation/useImpersonation.ts';

interface GroupRow {
  id: number;
  description: string;
}

const PAGE_SIZE = 25;

/**
 * /group-overview: the groups a reseller or a user with the impersonate right may act on,
 * each with "Act as" (portal-overview §2, §4). Impersonations start and end here. It looks
 * like the areas' lists: breadcrumb, heading, the same search box and a count.
 */
export default function GroupOverviewPage() {
  const session = useSession();
  const profile = session.status === 'signed-in' ? session.profile : undefined;
  if (!profile || !maySeeGroupOverview(permissionsOf(profile))) return <NotFoundPage />;
  return <GroupOverview currentGroup={profile.group_id} homeGroup={homeGroupId(profile)} />;
}

function GroupOverview({ currentGroup, homeGroup }: { currentGroup: number; homeGroup: number }) {
  const translate = useTranslate();
  const messageText = useMessageText();
  const { start, end } = useImpersonation();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [starting, setStarting] = useState<number>();
  const title = translate('account.group_overview.title');
  // The page is not in the menu: it names its own crumb.
  useCrumbLabel('/group-overview', title);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(input.trim());
      setPage(1);
    }, SELECTOR_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const query = { page, page_size: PAGE_SIZE, search: search || undefined };
  const groups = useApiRead<{ count: number; results: GroupRow[] }>(['group', 'overview', query], (signal) =>
    resultOf(apiClient.GET('/v3/group/', { params: { query }, signal }), signal).then((answer) => ({ ...answer, results: answer.results.map(stored) })),
  );
  const pages = groups.data ? Math.max(1, Math.ceil(groups.data.count / PAGE_SIZE)) : 1;

  const actAs = (id: number) => {
    setStarting(id);
    void (id === homeGroup ? end() : start(id)).finally(() => setStarting(undefined));
  };

  return (
    <Box sx={{ width: '100%', pb: 3 }}>
      <PageHeader title={title} />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {translate('account.group_overview.intro')}
      </Typography>
      <Card>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 2, pb: 1.5, alignItems: 'center', minHeight: 68 }}>
          <SearchBox value={input} onChange={setInput} label={translate('account.group_overview.search')} />
          <Box sx={{ flex: 1 }} />
          {groups.data ? (
            <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }} aria-live="polite" data-testid="list-total">
              {translate('account.group_overview.total', { smart_count: groups.data.count })}
            </Box>
          ) : null}
        </Box>
        {groups.error ? (
          <Alert severity="error" sx={{ m: 2 }} action={<Button color="inherit" size="small" onClick={groups.retry}>{translate('account.try_again')}</Button>}>
            {messageText(failureOf(groups.error).message)}
          </Alert>
        ) : (
          <Table aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('account.group_overview.group')}</TableCell>
                <TableCell align="right">{translate('account.group_overview.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {!groups.data
                ? Array.from({ length: 3 }, (_, i) => (
                    <TableRow key={i}>
                      <TableCell colSpan={2}>
                        <Skeleton />
                      </TableCell>
                    </TableRow>
                  ))
                : groups.data.results.map((group) => (
                    <TableRow key={group.id} hover>
                      <TableCell>
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                          <Typography variant="body2" sx={{ fontWeight: 500 }}>
                            {group.description}
                          </Typography>
                          {group.id === homeGroup ? <Chip size="small" label={translate('account.group_overview.yours')} /> : null}
                          {group.id === currentGroup && group.id !== homeGroup ? (
                            <Chip size="small" color="warning" label={translate('account.group_overview.acting_as')} />
                          ) : null}
                        </Box>
                      </TableCell>
                      <TableCell align="right">
                        {group.id === currentGroup ? null : (
                          <Button
                            size="small"
                            variant="outlined"
                            startIcon={<LoginRoundedIcon />}
                            disabled={starting !== undefined}
                            onClick={() => actAs(group.id)}
                            aria-label={translate(group.id === homeGroup ? 'account.group_overview.back_to' : 'account.group_overview.act_as_group', { group: group.description })}
                          >
                            {translate(group.id === homeGroup ? 'account.group_overview.back' : 'account.group_overview.act_as')}
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
              {groups.data && groups.data.results.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={2}>
                    <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                      {translate('account.group_overview.empty')}
                    </Typography>
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        )}
        {pages > 1 ? (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1.5 }}>
            <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} />
          </Box>
        ) : null}
      </Card>
    </Box>
  );
}

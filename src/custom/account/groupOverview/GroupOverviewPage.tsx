import { useState } from 'react';
import { Box, Button, Chip, TableCell, TableRow, Typography } from '@mui/material';
import LoginRoundedIcon from '@mui/icons-material/LoginRounded';
import { useTranslate } from 'ra-core';
import { homeGroupId } from '../../../auth/impersonation.ts';
import { mayOpenGroupOverview, maySeeGroupOverview, permissionsOf } from '../../../auth/profile.ts';
import { useSession } from '../../../auth/useSession.ts';
import { apiClient } from '../../../dataProvider/apiClient.ts';
import { resultOf } from '../../../dataProvider/client.ts';
import { stored } from '../../../dataProvider/records.ts';
import { useApiRead } from '../../../dataProvider/useApiRead.ts';
import { useCrumbLabel } from '../../../layout/crumbLabels.ts';
import { TablePage, useListSearch } from '../../common/TablePage.tsx';
import { NotFoundPage } from '../../../shell/notFound/NotFoundPage.tsx';
import { useImpersonation } from '../impersonation/useImpersonation.ts';
import { wholeRecords } from '../../../dataProvider/wholeRecords.ts';

interface GroupRow {
  id: number;
  description: string;
}

const PAGE_SIZE = 25;

/**
 * /group-overview: the groups a reseller or a user with the impersonate right may act on,
 * each with "Act as" (portal-overview §2, §4); an administrator's own group (§6). Impersonations start and end here. It looks
 * like the areas' lists: breadcrumb, heading, the same search box and a count.
 */
export default function GroupOverviewPage() {
  const session = useSession();
  const profile = session.status === 'signed-in' ? session.profile : undefined;
  const permissions = profile && permissionsOf(profile);
  if (!profile || !permissions || !mayOpenGroupOverview(permissions)) return <NotFoundPage />;
  return <GroupOverview currentGroup={profile.group_id} homeGroup={homeGroupId(profile)} actsForOthers={maySeeGroupOverview(permissions)} />;
}

function GroupOverview({ currentGroup, homeGroup, actsForOthers }: { currentGroup: number; homeGroup: number; actsForOthers: boolean }) {
  const translate = useTranslate();
  const { start, end } = useImpersonation();
  const { input, setInput, search, page, setPage } = useListSearch();
  const [starting, setStarting] = useState<number>();
  const title = translate('account.group_overview.title');
  // The page is not in the menu: it names its own crumb.
  useCrumbLabel('/group-overview', title);

  const query = { page, page_size: PAGE_SIZE, search: search || undefined };
  const groups = useApiRead<{ count: number; results: GroupRow[] }>(['group', 'overview', query], (signal) =>
    resultOf(apiClient.GET('/v3/group/', { params: { query }, signal }), signal).then(wholeRecords).then((answer) => ({ ...answer, results: answer.results.map(stored) })),
  );
  const pages = groups.data ? Math.max(1, Math.ceil(groups.data.count / PAGE_SIZE)) : 1;

  const actAs = (id: number) => {
    setStarting(id);
    void (id === homeGroup ? end() : start(id)).finally(() => setStarting(undefined));
  };

  return (
    <TablePage
      title={title}
      intro={translate(actsForOthers ? 'account.group_overview.intro' : 'account.group_overview.intro_own')}
      search={{
        value: input,
        onChange: setInput,
        label: translate('account.group_overview.search'),
        total: groups.data ? translate('account.group_overview.total', { smart_count: groups.data.count }) : undefined,
      }}
      read={groups}
      retryLabel={translate('account.try_again')}
      head={
        <>
          <TableCell>{translate('account.group_overview.group')}</TableCell>
          <TableCell align="right">{translate('account.group_overview.actions')}</TableCell>
        </>
      }
      columns={2}
      empty={translate('account.group_overview.empty')}
      paging={{ pages, page, onPage: setPage }}
      row={(group) => (
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
      )}
    />
  );
}

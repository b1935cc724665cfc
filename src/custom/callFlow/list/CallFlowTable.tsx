import { useState } from 'react';
import { Box, Chip, IconButton, Link, TableCell, TableRow, Tooltip } from '@mui/material';
import AccountTreeRoundedIcon from '@mui/icons-material/AccountTreeRounded';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../auth/useSession.ts';
import { useApiRead } from '../../../dataProvider/useApiRead.ts';
import { useWriteAccess } from '../../../engine/form/useWriteAccess.ts';
import { ListTable, useListSearch } from '../../common/TablePage.tsx';
import { listCallFlows, type CallFlowRecord } from './api.ts';
import { DeleteCallFlowDialog } from './DeleteCallFlowDialog.tsx';
import { FlowNumbersCell } from './FlowNumbersCell.tsx';
import { LastChangeCell } from './LastChangeCell.tsx';
import { designerPath, flowPath } from './paths.ts';
import { useDuplicate } from './useDuplicate.ts';

const PAGE_SIZE = 25;

/** One of the two lists (active or concepts): search and pages on the server, each row's actions. */
export function CallFlowTable({ draft, onDuplicated }: { draft: boolean; onDuplicated(): void }) {
  const translate = useTranslate();
  const access = useWriteAccess('call_flow');
  const session = useSession();
  const group = session.status === 'signed-in' ? session.profile.group_id : null;
  const { input, setInput, search, page, setPage } = useListSearch();
  const [deleting, setDeleting] = useState<CallFlowRecord>();
  const copy = useDuplicate(onDuplicated);

  const query = { draft, search: search || undefined, page, page_size: PAGE_SIZE };
  const flows = useApiRead(['call_flow', 'pages', group, query], (signal) => listCallFlows(query, signal));
  const rows = flows.data?.results;
  const pages = flows.data ? Math.max(1, Math.ceil(flows.data.count / PAGE_SIZE)) : 1;

  const label = translate(draft ? 'call_flow_pages.list.draft_tab' : 'call_flow_pages.list.active_tab');
  return (
    <>
      <ListTable
        label={label}
        search={{
          value: input,
          onChange: setInput,
          label: translate('call_flow_pages.list.search', { list: label }),
          total: flows.data ? translate('call_flow_pages.list.total', { smart_count: flows.data.count }) : undefined,
        }}
        read={flows}
        retryLabel={translate('call_flow_pages.try_again')}
        head={
          <>
            <TableCell>{translate('call_flow_pages.list.name')}</TableCell>
            <TableCell>{translate('call_flow_pages.list.numbers')}</TableCell>
            <TableCell>{translate('call_flow_pages.list.state')}</TableCell>
            <TableCell>{translate('call_flow_pages.list.changed')}</TableCell>
            <TableCell align="right">{translate('call_flow_pages.list.actions')}</TableCell>
          </>
        }
        columns={5}
        empty={translate(search ? 'call_flow_pages.list.no_results' : draft ? 'call_flow_pages.list.empty_draft' : 'call_flow_pages.list.empty_active')}
        paging={{ pages, page, onPage: setPage }}
        row={(record) => (
          <TableRow key={record.id} hover data-testid={`call-flow-row-${record.id}`}>
            <TableCell>
              <Link component={RouterLink} to={flowPath(record.id)} underline="hover" sx={{ fontWeight: 500 }}>
                {record.description}
              </Link>
            </TableCell>
            <TableCell>
              <FlowNumbersCell flow={record.id} />
            </TableCell>
            <TableCell>
              <StateChips record={record} />
            </TableCell>
            <TableCell>
              <LastChangeCell record={record} />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title={translate('call_flow_pages.open_designer')}>
                <IconButton component={RouterLink} to={designerPath(record.id)} aria-label={translate('call_flow_pages.open_designer_of', { name: record.description })}>
                  <AccountTreeRoundedIcon />
                </IconButton>
              </Tooltip>
              {access.mayCreate ? (
                <Tooltip title={translate('call_flow_pages.list.duplicate')}>
                  <span>
                    <IconButton
                      disabled={copy.busy}
                      onClick={() => copy.duplicate(record.id)}
                      aria-label={translate('call_flow_pages.list.duplicate_of', { name: record.description })}
                    >
                      <ContentCopyRoundedIcon />
                    </IconButton>
                  </span>
                </Tooltip>
              ) : null}
              {access.mayDelete(record as unknown as Record<string, unknown>) ? (
                <Tooltip title={translate('call_flow_pages.list.delete')}>
                  <IconButton color="error" onClick={() => setDeleting(record)} aria-label={translate('call_flow_pages.list.delete_of', { name: record.description })}>
                    <DeleteOutlineRoundedIcon />
                  </IconButton>
                </Tooltip>
              ) : null}
            </TableCell>
          </TableRow>
        )}
      />
      {deleting ? (
        <DeleteCallFlowDialog
          record={deleting}
          onClose={() => setDeleting(undefined)}
          // Deleting the last row of a page shows the page before, not an empty one.
          onDeleted={() => rows?.length === 1 && page > 1 && setPage(page - 1)}
        />
      ) : null}
    </>
  );
}

/** Active or concept, and whether an active flow has working changes not confirmed yet. */
export function StateChips({ record }: { record: CallFlowRecord }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {record.draft ? (
        <Chip size="small" label={translate('call_flow_pages.state.draft')} />
      ) : (
        <Chip size="small" color="success" variant="outlined" label={translate('call_flow_pages.state.active')} />
      )}
      {!record.draft && record.working_diagram ? <Chip size="small" color="warning" variant="outlined" label={translate('call_flow_pages.state.unconfirmed')} /> : null}
    </Box>
  );
}

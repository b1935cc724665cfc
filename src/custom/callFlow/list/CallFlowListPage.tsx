import { useState } from 'react';
import { Box, Button, Card, Tab, Tabs, Typography } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { useTranslate } from 'ra-core';
import { useNavigate, useSearchParams } from 'react-router';
import { useWriteAccess } from '../../../engine/form/useWriteAccess.ts';
import { PageHeader } from '../../../engine/ui/PageHeader.tsx';
import { CallFlowTable } from './CallFlowTable.tsx';
import { CreateCallFlowDialog } from './CreateCallFlowDialog.tsx';
import { designerPath } from './paths.ts';

/** Which list is shown, kept in the address (?list=draft) so that back and a shared link keep it. */
const DRAFT_LIST = 'draft';

/**
 * /call-flow: the active call flows (those that take calls) and the concepts never confirmed,
 * in two tabs, each searched and paged on the server (configuration-areas §2, issue 11).
 */
export default function CallFlowListPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const draft = params.get('list') === DRAFT_LIST;
  const access = useWriteAccess('call_flow');
  const [creating, setCreating] = useState(false);
  const title = translate('call_flow_pages.list.title');

  const show = (next: boolean) => setParams(next ? { list: DRAFT_LIST } : {}, { replace: true });

  return (
    <Box sx={{ width: '100%', pb: 3 }}>
      <PageHeader
        title={title}
        actions={
          access.mayCreate ? (
            <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => setCreating(true)}>
              {translate('call_flow_pages.list.create')}
            </Button>
          ) : null
        }
      />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {translate('call_flow_pages.list.intro')}
      </Typography>
      <Card>
        <Tabs value={draft ? 1 : 0} onChange={(_event, index: number) => show(index === 1)} aria-label={title} sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Tab label={translate('call_flow_pages.list.active_tab')} id="call-flow-tab-active" aria-controls="call-flow-list" />
          <Tab label={translate('call_flow_pages.list.draft_tab')} id="call-flow-tab-draft" aria-controls="call-flow-list" />
        </Tabs>
        {/* Each list starts afresh (first page, no search) when its tab is chosen. */}
        <Box id="call-flow-list" role="tabpanel" aria-labelledby={draft ? 'call-flow-tab-draft' : 'call-flow-tab-active'}>
          <CallFlowTable key={draft ? 'draft' : 'active'} draft={draft} onDuplicated={() => show(true)} />
        </Box>
      </Card>
      {creating ? <CreateCallFlowDialog onClose={() => setCreating(false)} onCreated={(id) => navigate(designerPath(id))} /> : null}
    </Box>
  );
}

import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import AccountTreeRoundedIcon from '@mui/icons-material/AccountTreeRounded';
import { useTranslate } from 'ra-core';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../dataProvider/client.ts';
import { failureOf, useMessageText } from '../../../dataProvider/failureMessage.ts';
import { PageHeader } from '../../../engine/ui/PageHeader.tsx';
import { useCrumbLabel } from '../../../layout/crumbLabels.ts';
import { NotFoundPage } from '../../../shell/notFound/NotFoundPage.tsx';
import { useWriteAccess } from '../../../engine/form/useWriteAccess.ts';
import { StateChips } from '../list/CallFlowTable.tsx';
import { DeleteCallFlowDialog } from '../list/DeleteCallFlowDialog.tsx';
import { CALL_FLOW_ROUTE, designerPath, flowPath } from '../list/paths.ts';
import { useDuplicate } from '../list/useDuplicate.ts';
import { RevisionsCard } from '../revisions/RevisionsCard.tsx';
import { useCallFlow } from './FlowCrumb.tsx';
import { FlowNumbers } from './FlowNumbers.tsx';
import { TestCasesCard } from './TestCasesCard.tsx';

/**
 * /call-flow/{id}: one call flow at a glance, its state, the phone numbers that route to it,
 * its revisions and its test cases, and the way into its designer.
 */
export default function CallFlowShowPage() {
  const id = Number(useParams().id);
  const translate = useTranslate();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const access = useWriteAccess('call_flow');
  const [deleting, setDeleting] = useState(false);
  // The copy is a draft of its own: its page opens.
  const copy = useDuplicate((made) => navigate(flowPath(made.id)));
  const flow = useCallFlow(id);
  const record = flow.data;
  useCrumbLabel(flowPath(id), record?.description);

  if (flow.error && isApiError(flow.error) && flow.error.status === 404) return <NotFoundPage />;
  const asData = record as unknown as Record<string, unknown> | undefined;
  const changeable = asData ? access.changeable(asData) : new Set<string>();
  const mayChange = changeable === 'all' || changeable.size > 0;

  return (
    <Box sx={{ width: '100%', pb: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader
        title={record ? record.description : <Skeleton width={240} />}
        overline={translate('call_flow_pages.show.overline')}
        back={CALL_FLOW_ROUTE}
        actions={
          <>
            {asData && access.mayDelete(asData) ? (
              <Button color="error" onClick={() => setDeleting(true)}>
                {translate('call_flow_pages.list.delete')}
              </Button>
            ) : null}
            {record && access.mayCreate ? (
              <Button onClick={() => copy.duplicate(id)} disabled={copy.busy}>
                {translate('call_flow_pages.list.duplicate')}
              </Button>
            ) : null}
            <Button variant="contained" component={RouterLink} to={designerPath(id)} startIcon={<AccountTreeRoundedIcon />}>
              {translate('call_flow_pages.open_designer')}
            </Button>
          </>
        }
      />
      {flow.error ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={flow.retry}>{translate('call_flow_pages.try_again')}</Button>}>
          {messageText(failureOf(flow.error).message)}
        </Alert>
      ) : null}
      {record ? (
        <Card>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <StateChips record={record} />
            <Typography color="text.secondary">
              {translate(record.draft ? 'call_flow_pages.show.draft_text' : record.working_diagram ? 'call_flow_pages.show.unconfirmed_text' : 'call_flow_pages.show.active_text')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('call_flow_pages.show.blocks', { smart_count: record.diagram?.nodes.length ?? 0 })}
              {' · '}
              {translate(record.is_shared ? 'call_flow_pages.show.shared' : 'call_flow_pages.show.not_shared')}
            </Typography>
          </CardContent>
        </Card>
      ) : null}
      <FlowNumbers flow={id} />
      {record ? <RevisionsCard key={record.id} record={record} mayRestore={mayChange} /> : null}
      {record ? <TestCasesCard key={record.id} record={record} /> : null}
      {record && deleting ? <DeleteCallFlowDialog record={record} onClose={() => setDeleting(false)} onDeleted={() => navigate(CALL_FLOW_ROUTE)} /> : null}
    </Box>
  );
}

import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { ReactFlowProvider } from '@xyflow/react';
import { useTranslate } from 'ra-core';
import { useParams } from 'react-router';
import { useSession } from '../../../auth/useSession.ts';
import { failureOf, useMessageText } from '../../../dataProvider/failureMessage.ts';
import { useApiRead } from '../../../dataProvider/useApiRead.ts';
import { useCrumbLabel } from '../../../layout/crumbLabels.ts';
import { NotFoundPage } from '../../../shell/notFound/NotFoundPage.tsx';
import { DESIGNER_ROUTE } from '../list/paths.ts';
import { readDesignerData, readFlow } from './data/api.ts';
import { DesignerEditor } from './DesignerEditor.tsx';
import { DesignerErrorBoundary } from './recovery/DesignerErrorBoundary.tsx';

/** Marked once the flow is read and the editor is about to draw it. */
const READY_MARK = 'call-flow-designer:ready';

/**
 * /call-flow-gui/{id}: the call-flow designer (issue 11). Reads the flow and the designer data
 * (choices for the blocks, the records the diagram refers to), then opens the editor inside
 * the error boundary that keeps unsaved work when drawing fails. Loaded lazily with its
 * libraries (React Flow, ELK): nothing of it is on the sign-in page.
 */
export default function DesignerPage() {
  const { id } = useParams();
  const flowId = Number(id);
  const translate = useTranslate();
  const messageText = useMessageText();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.profile.id : 'anonymous';
  const flow = useApiRead(['call_flow', 'designer', flowId], (signal) => readFlow(flowId, signal));
  const data = useApiRead(['call_flow', 'designer_data', flowId], (signal) => readDesignerData(flowId, signal));
  useCrumbLabel(`${DESIGNER_ROUTE}/${flowId}`, flow.data?.description);

  if (flow.error) {
    const failure = failureOf(flow.error);
    if (failure.status === 404) return <NotFoundPage />;
    return (
      <Alert severity="error" sx={{ m: 2 }} action={<Button color="inherit" size="small" onClick={flow.retry}>{translate('designer.try_again')}</Button>}>
        {messageText(failure.message)}
      </Alert>
    );
  }
  // The designer data only enriches (labels, choices, gone records): the diagram opens without it when it fails.
  if (!flow.data || (data.isPending && !data.data && !data.error)) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={translate('designer.loading')} />
      </Box>
    );
  }
  // For the benchmark (bench/callFlowDesigner.bench.ts): the moment the diagram is in hand.
  if (!performance.getEntriesByName(READY_MARK).length) performance.mark(READY_MARK, { detail: flowId });
  return (
    <DesignerErrorBoundary>
      <ReactFlowProvider>
        <DesignerEditor key={`${flow.data.id}`} record={flow.data} designerData={data.data} user={user} />
      </ReactFlowProvider>
    </DesignerErrorBoundary>
  );
}

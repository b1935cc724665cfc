import { lazy, type ReactNode } from 'react';
import { Route, useParams } from 'react-router';
import { registerScreen } from '../../engine/index.ts';
import { RequirePermission } from '../../engine/routes/RequirePermission.tsx';
import { NotFoundPage } from '../../shell/notFound/NotFoundPage.tsx';
import { CALL_FLOW_PERMISSION, CALL_FLOW_ROUTE, DESIGNER_ROUTE } from './list/paths.ts';
import { FlowCrumb } from './show/FlowCrumb.tsx';

const CallFlowListPage = lazy(() => import('./list/CallFlowListPage.tsx'));
const CallFlowShowPage = lazy(() => import('./show/CallFlowShowPage.tsx'));

// The designer is its own folder's (callflow-contract.md); its page is the default export.
const DesignerPage = lazy(() => import('./designer/DesignerPage.tsx'));

// A call flow named in another area (a phone number's routing) links to its page here.
registerScreen('call_flow', CALL_FLOW_ROUTE);

/** The id in the address must be a number; anything else is not found. */
function WithId({ children }: { children: ReactNode }) {
  const { id } = useParams();
  return id && /^\d+$/.test(id) ? <>{children}</> : <NotFoundPage />;
}

/** The designer, with the flow's crumb named above it. */
function DesignerWithCrumb() {
  return (
    <>
      <FlowCrumb />
      <DesignerPage />
    </>
  );
}

function guarded(element: ReactNode, withId = false) {
  return <RequirePermission permission={CALL_FLOW_PERMISSION}>{withId ? <WithId>{element}</WithId> : element}</RequirePermission>;
}

/**
 * The call-flow pages of portal-overview §2: the active and draft lists at /call-flow, one flow
 * at /call-flow/{id} (its numbers, revisions, test cases) and its designer at /call-flow-gui/{id}.
 * call_flow is no engine area (its schema has no screens): these pages are all hand-built.
 */
export const routes = [
  <Route key="call-flow" path={CALL_FLOW_ROUTE} element={guarded(<CallFlowListPage />)} />,
  <Route key="call-flow-show" path={`${CALL_FLOW_ROUTE}/:id`} element={guarded(<CallFlowShowPage />, true)} />,
  <Route key="call-flow-gui" path={`${DESIGNER_ROUTE}/:id`} element={guarded(<DesignerWithCrumb />, true)} />,
];

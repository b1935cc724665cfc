import { lazy, type ComponentType, type ReactNode } from 'react';
import { Route, useParams } from 'react-router';
import { registerScreen } from '../../engine/index.ts';
import { RequirePermission } from '../../engine/routes/RequirePermission.tsx';
import { NotFoundPage } from '../notFound/NotFoundPage.tsx';
import { CALL_FLOW_PERMISSION, CALL_FLOW_ROUTE, DESIGNER_ROUTE } from './list/paths.ts';

const CallFlowListPage = lazy(() => import('./list/CallFlowListPage.tsx'));
const CallFlowShowPage = lazy(() => import('./show/CallFlowShowPage.tsx'));

/*
 * The designer page is the designer's own folder (callflow-contract.md). It is looked up by a
 * glob rather than imported, so that these routes build before that page is written; once it
 * is there the glob finds it, and until then its address is the 404 page.
 */
const designerModule = Object.values(import.meta.glob<{ default: ComponentType }>('./designer/DesignerPage.tsx'))[0];
const DesignerPage = lazy(designerModule ?? (() => Promise.resolve({ default: NotFoundPage as ComponentType })));

// A call flow named in another area (a phone number's routing) links to its page here.
registerScreen('call_flow', CALL_FLOW_ROUTE);

/** The id in the address must be a number; anything else is not found. */
function WithId({ children }: { children: ReactNode }) {
  const { id } = useParams();
  return id && /^\d+$/.test(id) ? <>{children}</> : <NotFoundPage />;
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
  <Route key="call-flow-gui" path={`${DESIGNER_ROUTE}/:id`} element={guarded(<DesignerPage />, true)} />,
];

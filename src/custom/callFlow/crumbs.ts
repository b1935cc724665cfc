import type { CrumbRules } from '../../navigation/menu.ts';
import { CALL_FLOW_ROUTE, DESIGNER_ROUTE } from './list/paths.ts';

/**
 * The call flows' breadcrumbs (src/navigation/menu.ts collects them): the list's crumb is a link
 * even on the list, and a flow's designer (/call-flow-gui/{id}) is drawn below the flow's page,
 * Call Flow › the flow › Designer.
 */
export const crumbs: CrumbRules = {
  alwaysLinked: [CALL_FLOW_ROUTE],
  below: [{ pattern: new RegExp(`^${DESIGNER_ROUTE}/([^/]+)/?$`), parent: (id) => `${CALL_FLOW_ROUTE}/${id}`, label: 'call_flow_pages.crumbs.designer' }],
};

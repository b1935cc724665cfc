/** Where the call-flow pages live (portal-overview §2) and the group permission they need. */
export const CALL_FLOW_ROUTE = '/call-flow';
export const DESIGNER_ROUTE = '/call-flow-gui';
export const CALL_FLOW_PERMISSION = 'call_flow';

export const flowPath = (id: number | string) => `${CALL_FLOW_ROUTE}/${encodeURIComponent(String(id))}`;
export const designerPath = (id: number | string) => `${DESIGNER_ROUTE}/${encodeURIComponent(String(id))}`;

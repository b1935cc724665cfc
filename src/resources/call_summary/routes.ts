/** The summaries' list (portal-overview §2); a summary is at <route>/<id>. */
export const SUMMARIES_ROUTE = '/features/summaries';

import { lazy } from 'react';
import type { Area } from '../../engine/index.ts';
import { NotFoundPage } from '../../shell/notFound/NotFoundPage.tsx';

/**
 * Call summaries (configuration-areas §2 "Features > Call Summaries: list and detail"): the
 * engine gives the address, the permission guard and the Features page's card; the list and
 * the summary are the area's own (SummariesPage, SummaryView). Summaries come from calls
 * (the call history's Summarise), so there is no create page.
 */
export const call_summary: Area = {
  resource: 'call_summary',
  pages: {
    list: lazy(() => import('./SummariesPage.tsx')),
    edit: lazy(() => import('./SummaryRecordPage.tsx')),
    create: NotFoundPage,
  },
};

import type { RecordPageProps } from '../../engine/routes/area.ts';
import { SummaryView } from './SummaryView.tsx';
import { SUMMARIES_ROUTE } from './routes.ts';

/** /features/summaries/{id}: the summary, back to the list. */
export default function SummaryRecordPage({ id }: RecordPageProps) {
  return <SummaryView id={Number(id)} back={SUMMARIES_ROUTE} />;
}

import { useParams } from 'react-router';
import type { AreaPaths } from '../../engine/index.ts';
import { NotFoundPage } from '../../shell/notFound/NotFoundPage.tsx';
import { ImportFlow } from './ImportFlow.tsx';
import { usePhonebookCrumbs } from './usePhonebookCrumbs.ts';

/**
 * Import contacts into a phonebook from a spreadsheet: choose the file, watch it being
 * uploaded, processed and summarised (the background job's live progress), read the preview
 * (counts, first contacts, skipped rows and why), then add them all at once.
 */
export function PhonebookImportPage({ phonebooks }: { phonebooks: AreaPaths }) {
  const { id = '' } = useParams();
  usePhonebookCrumbs(phonebooks, id);
  if (!/^\d+$/.test(id)) return <NotFoundPage />;
  return <ImportFlow key={id} phonebook={Number(id)} back={phonebooks.edit(id)} />;
}

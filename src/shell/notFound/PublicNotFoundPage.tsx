import { PublicPage } from '../../custom/publicPage/PublicPage.tsx';
import { NotFound } from './NotFound.tsx';

const BACK = { to: '/', label: 'not_found.to_sign_in' };

/** The 404 page outside the shell, for visitors who are not signed in. */
export function PublicNotFoundPage() {
  return (
    <PublicPage width={560}>
      <NotFound back={BACK} />
    </PublicPage>
  );
}

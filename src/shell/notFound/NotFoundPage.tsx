import { NotFound } from './NotFound.tsx';

const BACK = { to: '/dashboard', label: 'not_found.to_dashboard' };

/** The 404 page inside the shell, for unknown paths and pages still to come. */
export function NotFoundPage() {
  return <NotFound back={BACK} />;
}

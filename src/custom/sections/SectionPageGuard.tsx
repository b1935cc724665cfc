import type { ReactNode } from 'react';
import { sectionPageAllowed } from '../../navigation/sections.ts';
import { usePortalPermissions } from '../../layout/usePortalPermissions.ts';
import { NotFoundPage } from '../../shell/notFound/NotFoundPage.tsx';

/**
 * A hand-built page of a section (DECLARED_SECTION_PAGES) only for whom its section page lists
 * it: anyone else gets the 404 page, as for a menu entry they cannot see.
 */
export function SectionPageGuard({ route, children }: { route: string; children: ReactNode }) {
  const permissions = usePortalPermissions();
  if (!permissions) return null;
  return sectionPageAllowed(route, permissions) ? <>{children}</> : <NotFoundPage />;
}

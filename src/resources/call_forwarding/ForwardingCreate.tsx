import { useMemo } from 'react';
import { CreateRecordPage, type AreaPageProps } from '../../engine/index.ts';
import { usePortalPermissions } from '../../layout/usePortalPermissions.ts';

/**
 * A plain user may only forward their own extension's calls (x-user-write): their new
 * forwarding starts on it rather than asking them to pick the one choice there is (issue 27).
 * Administrators forward anyone's and pick, as before.
 */
export function ForwardingCreate({ resource, paths }: AreaPageProps) {
  const permissions = usePortalPermissions();
  const own = permissions?.role === 'USER' ? permissions.extension : null;
  const initial = useMemo(() => (own === null ? undefined : { extension: own }), [own]);
  return <CreateRecordPage resource={resource} paths={paths} initial={initial} />;
}

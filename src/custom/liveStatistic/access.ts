import { permissionsOf } from '../../auth/profile.ts';
import { useSession } from '../../auth/useSession.ts';
import { STATISTIC_PERMISSION } from '../../navigation/menu.ts';

export const LIVE_STATISTIC_ROUTE = '/live-statistic';

/** Live Statistic needs the group's live_statistic key and its statistic flag (portal-overview §2), as the server checks. */
export function useLiveStatisticAccess(): boolean {
  const session = useSession();
  if (session.status !== 'signed-in') return false;
  const held = permissionsOf(session.profile).groupPermissions;
  return held.includes(STATISTIC_PERMISSION) && held.includes('live_statistic');
}

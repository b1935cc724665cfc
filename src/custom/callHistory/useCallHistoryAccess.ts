import { permissionsOf } from '../../auth/profile.ts';
import { useSession } from '../../auth/useSession.ts';

/** The menu key of the call history (portal-overview §2): the group must hold it, as the server checks. */
export const CDR_PERMISSION = 'cdr_viewer';
export const CALL_HISTORY_ROUTE = '/reports/call-history';

export function useCallHistoryAccess(): boolean {
  const session = useSession();
  return session.status === 'signed-in' && permissionsOf(session.profile).groupPermissions.includes(CDR_PERMISSION);
}

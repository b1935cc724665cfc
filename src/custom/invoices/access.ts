import { permissionsOf } from '../../auth/profile.ts';
import { useSession } from '../../auth/useSession.ts';
import { roleMaySee } from '../../../core/domain/roles.ts';

/** The menu keys of the two invoice lists (portal-overview §2, §6). */
export type InvoiceKey = 'invoices' | 'reseller_invoices';

/** The group holds the key and the role sees it: the same check as the server's (server/areas/invoice/access.ts). */
export function useInvoiceAccess(key: InvoiceKey): boolean {
  const session = useSession();
  if (session.status !== 'signed-in') return false;
  const { role, groupPermissions } = permissionsOf(session.profile);
  return roleMaySee(role, key) && groupPermissions.includes(key);
}

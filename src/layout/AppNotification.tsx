import { Notification } from 'react-admin';
import { NOTIFICATION_AUTO_HIDE_MS } from '../config.ts';

const TOP_RIGHT = { vertical: 'top', horizontal: 'right' } as const;

/** Notifications appear top right and close after 10 s (portal-overview §2), on every page. */
export function AppNotification() {
  return <Notification anchorOrigin={TOP_RIGHT} autoHideDuration={NOTIFICATION_AUTO_HIDE_MS} />;
}

import { Notification } from 'react-admin';
import { NOTIFICATION_AUTO_HIDE_MS } from '../config.ts';

const TOP_RIGHT = { vertical: 'top', horizontal: 'right' } as const;

/**
 * Just under the top bar (48 px): at MUI's own offset a notification would lie over the
 * profile and language menus for the ten seconds it stays.
 */
const BELOW_TOP_BAR = { '&.MuiSnackbar-anchorOriginTopRight': { top: 56 } } as const;

/** Notifications appear top right and close after 10 s (portal-overview §2), on every page. */
export function AppNotification() {
  return <Notification anchorOrigin={TOP_RIGHT} autoHideDuration={NOTIFICATION_AUTO_HIDE_MS} sx={BELOW_TOP_BAR} />;
}

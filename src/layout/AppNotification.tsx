import { Notification } from 'react-admin';
import { NOTIFICATION_AUTO_HIDE_MS } from '../config.ts';

const TOP_RIGHT = { vertical: 'top', horizontal: 'right' } as const;

/**
 * Just under the top bar (48 px): at MUI's own offset a notification would lie over the
 * profile and language menus for the ten seconds it stays.
 */
const BELOW_TOP_BAR = { '&.MuiSnackbar-anchorOriginTopRight': { top: 56 } } as const;

/**
 * Said politely: MUI's snackbar is an `alert`, which a screen reader speaks at once over what
 * the user is reading or typing. A save or an error reported here is news, not an emergency
 * (WCAG 4.1.3, issue 22); a form's own errors stay beside their fields.
 */
const POLITE = { content: { role: 'status', 'aria-live': 'polite' } } as const;

/** Notifications appear top right and close after 10 s (portal-overview §2), on every page. */
export function AppNotification() {
  return <Notification anchorOrigin={TOP_RIGHT} autoHideDuration={NOTIFICATION_AUTO_HIDE_MS} sx={BELOW_TOP_BAR} slotProps={POLITE} />;
}

/** Product constants of portal-overview §9 and the external addresses the portal links to. */
export const APP_VERSION = '4.0.0';

/** Notifications close on their own after this long (portal-overview §2). */
export const NOTIFICATION_AUTO_HIDE_MS = 10_000;

/** External pages linked from the sign-in page; one place so that a deployment can change them. */
export const EXTERNAL_LINKS = {
  help: 'https://help.switchboard.example/',
  webinars: 'https://www.switchboard.example/webinars/',
  /** The contact page of support, offered where a user may be stuck (password reset). */
  support: 'https://help.switchboard.example/contact/',
} as const;

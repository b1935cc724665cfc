/**
 * The optional dismissible top banner of portal-overview §2. A new message gets a new
 * version, so that people who dismissed the old one see it; `routes` lists the pages it
 * shows on (a route and the pages under it). Today it is configured for no route.
 */
export interface TopBannerConfig {
  version: number;
  /** Locale key of the message. */
  message: string;
  routes: readonly string[];
}

export const TOP_BANNER: TopBannerConfig = { version: 1, message: 'account.banner.message', routes: [] };

export function bannerShows(config: TopBannerConfig, pathname: string, dismissedVersion: number | null): boolean {
  if (dismissedVersion !== null && dismissedVersion >= config.version) return false;
  return config.routes.some((route) => pathname === route || pathname.startsWith(`${route.replace(/\/$/, '')}/`));
}

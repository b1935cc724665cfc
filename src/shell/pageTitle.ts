import routes from 'virtual:list-routes';
import { authProvider } from '../auth/authProvider.ts';
import { DASHBOARD_PATH } from '../custom/dashboard/prefetchDashboard.ts';
import { namesOf } from '../engine/i18n/keys.ts';
import type { SwitchboardI18nProvider } from '../i18n/i18nProvider.ts';

/**
 * The heading of the page the portal opens on, as that page will draw it, for the frame shown
 * while the rest of the portal loads (SplashScreen.tsx): the dashboard's welcome with the
 * session's name (DashboardPage.tsx), a list's area name (engine/list/ResourceList.tsx). Any other
 * page has none. Asked once per address, however many ask.
 */
let asked: { path: string; title: Promise<string | undefined> } | undefined;

export function openingTitle(i18n: SwitchboardI18nProvider, path = window.location.pathname): Promise<string | undefined> {
  if (asked?.path !== path) asked = { path, title: titleOf(i18n, path) };
  return asked.title;
}

async function titleOf(i18n: SwitchboardI18nProvider, path: string): Promise<string | undefined> {
  try {
    if (path === DASHBOARD_PATH) {
      const identity = await authProvider.getIdentity?.();
      return identity?.fullName ? i18n.translate('dashboard.welcome', { name: identity.fullName }) : undefined;
    }
    const list = routes.find((route) => route.route === path);
    if (!list) return undefined;
    // The areas' names are the shell's texts (i18n/messages.ts), which boot.ts asked for.
    await i18n.loadShellTexts();
    return namesOf(i18n.translate, list.resource);
  } catch {
    // No session after all (the sign-in page follows), or the texts did not load: no heading.
    return undefined;
  }
}

/** A hidden tab draws no frames: past this, the portal's code loads without waiting for a paint. */
const PAINT_WAIT_MS = 100;

let headingPainted: () => void = () => undefined;
const painted = new Promise<void>((resolve) => (headingPainted = resolve));

/** The frame (SplashScreen.tsx) has painted the opening page's heading, or knows it has none. */
export function frameHeadingPainted(): void {
  headingPainted();
}

/**
 * Once the frame has painted the opening page's heading: the portal's code (the router, the
 * shell, the page's chunk) is asked for only then (App.tsx). Run as it arrives, the shell's code
 * kept the main thread before the heading could be painted.
 */
export function frameDrawn(i18n: SwitchboardI18nProvider): Promise<void> {
  const fallback = openingTitle(i18n).then(() => new Promise<void>((resolve) => setTimeout(resolve, PAINT_WAIT_MS)));
  return Promise.race([painted, fallback]);
}

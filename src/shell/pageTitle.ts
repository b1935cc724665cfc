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

/** The heading's name for the browser's element timing (the frame gives it to its heading). */
export const OPENING_HEADING = 'opening-heading';

/**
 * Past this the portal's code loads without waiting for the heading's paint: a frame that
 * failed to draw, or a tab hidden since, must not keep the portal from loading. A tab hidden
 * from the start paints nothing, and does not wait.
 */
const PAINT_WAIT_MS = 1000;

let headingPainted: () => void = () => undefined;
const painted = new Promise<void>((resolve) => (headingPainted = resolve));

/**
 * Calls back once the frame (SplashScreen.tsx) has painted the opening page's heading, or once
 * the frame after this commit is painted when it has none. The heading's paint is the browser's
 * own report of it (element timing: when the frame is on the screen, where Lighthouse counts its
 * largest paint); a timer set in the next animation frame ran before that on a busy phone, and the
 * portal's code then held the heading back. Browsers without element timing use that timer.
 * Returns what stops watching.
 */
export function watchHeadingPaint(heading: boolean): () => void {
  if (heading && typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('element')) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === OPENING_HEADING)) return;
      observer.disconnect();
      headingPainted();
    });
    observer.observe({ type: 'element', buffered: true });
    return () => observer.disconnect();
  }
  const frame = requestAnimationFrame(() => setTimeout(headingPainted, 0));
  return () => cancelAnimationFrame(frame);
}

/**
 * Once the frame has painted the opening page's heading: the portal's code (the router, the
 * shell, the page's chunk) is asked for only then (App.tsx). Run as it arrives, the shell's code
 * kept the main thread before the heading could be painted.
 */
export function frameDrawn(i18n: SwitchboardI18nProvider): Promise<void> {
  const fallback = openingTitle(i18n).then(() => new Promise<void>((resolve) => setTimeout(resolve, document.visibilityState === 'hidden' ? 0 : PAINT_WAIT_MS)));
  return Promise.race([painted, fallback]);
}

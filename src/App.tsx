import { startTransition, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { AppRouterProps } from './AppRouter.tsx';
import { sessionState, storedCredentials, subscribeSession } from './auth/session.ts';
import { opensOnSignInPage } from './boot.ts';
import { appRouterChunk, shellChunk } from './chunks.ts';
import { LoginPage } from './custom/login/LoginPage.tsx';
import { FirstScreenContext } from './custom/publicPage/FirstScreenContext.tsx';
import { PageNavigation } from './custom/publicPage/PageLink.tsx';
import type { SwitchboardI18nProvider } from './i18n/i18nProvider.ts';
import { frameDrawn } from './shell/pageTitle.ts';
import { sharedStore } from './shell/sharedStore.ts';
import { SplashScreen } from './shell/SplashScreen.tsx';

/** Typing or clicking on the sign-in page: the visitor is about to go on, so the rest starts loading. */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'input'] as const;

function usePreloadOnIntent(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const preload = () => void appRouterChunk.load();
    for (const type of INTENT_EVENTS) document.addEventListener(type, preload, { once: true, capture: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, preload, { capture: true });
    };
  }, [active]);
}

const noSubscription = () => () => undefined;

/**
 * Whether the visitor has signed in (or is signing in) since the sign-in page opened. Only that
 * start listens: elsewhere the session's arrival would draw the first screen again at once, outside
 * its transition and in one long task (a store's change is always drawn so), for nothing.
 */
function useSignedInSince(signInFirst: boolean): boolean {
  return useSyncExternalStore(signInFirst ? subscribeSession : noSubscription, () => signInFirst && sessionState().status !== 'anonymous');
}

/**
 * The first screen and the rest. The sign-in page, opened by a visitor without a session, is
 * drawn without the router and react-admin's UI (about a third of the JavaScript it would
 * otherwise wait for); they load (AppRouter.tsx) once the visitor signs in or follows a link,
 * and the sign-in page stays on screen until they are there. Any other start (a session, a
 * bookmarked page, a reset link) loads them at once behind the splash.
 */
export function App({ i18nProvider }: { i18nProvider: SwitchboardI18nProvider }) {
  const [signInFirst] = useState(opensOnSignInPage);
  // One store for the first screen and the full app (shell/sharedStore.ts). It holds the
  // translator's language from the start: react-admin's I18nContextProvider draws nothing while
  // the store's `locale` differs from it, then draws everything in an update of its own, outside
  // the transition below and so in one long task (issue 19).
  const [store] = useState(() => sharedStore({ locale: i18nProvider.getLocale() }));
  const [left, setLeft] = useState(false);
  const [Router, setRouter] = useState<ComponentType<AppRouterProps> | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const signedInSince = useSignedInSince(signInFirst);
  const needsRouter = !signInFirst || left || signedInSince;
  usePreloadOnIntent(signInFirst && !needsRouter);

  useEffect(() => {
    if (!needsRouter) return;
    let current = true;
    // The router's pages show react-admin's and the account pages' texts (i18n/messages.ts).
    // With a session, the shell and its texts are awaited here too, behind the splash, so
    // that the shell does not suspend on them (see chunks.ts: React would hold it back); the
    // shell's first screen brings the dashboard's chunk when the portal opens there
    // (shell/firstScreen.ts). They are asked for once the page's frame has drawn its heading
    // (shell/pageTitle.ts): their code runs as it arrives, and would otherwise hold the heading
    // back. The router's chunk imports the shell's: asked for beside it, it would run all the
    // shell's stages in one task (chunks.ts), so it comes once they have run (preloaded with them).
    const signedIn = storedCredentials() !== null;
    const code = () =>
      Promise.all([
        signedIn ? shellChunk.load().then(() => appRouterChunk.load()) : appRouterChunk.load(),
        i18nProvider.loadTexts('router'),
        ...(signedIn ? [i18nProvider.loadShellTexts()] : []),
      ]);
    (signedIn ? frameDrawn(i18nProvider) : Promise.resolve()).then(code).then(
      // A transition: React draws the shell and its first page in slices of a few milliseconds,
      // yielding to the browser between them, instead of in one long task (issue 19). The splash
      // or the sign-in page stays on screen, and answers, until the whole first screen is drawn.
      ([module]) => current && startTransition(() => setRouter(() => module.AppRouter)),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [needsRouter, i18nProvider]);

  // As a lazily loaded page would, a chunk that cannot be loaded fails the render.
  if (failure) throw failure;
  if (Router) return <Router i18nProvider={i18nProvider} store={store} />;
  const leave = (to: string) => {
    window.history.pushState(null, '', to);
    setLeft(true);
  };
  return (
    <FirstScreenContext i18nProvider={i18nProvider} store={store}>
      <PageNavigation value={leave}>{signInFirst ? <LoginPage /> : <SplashScreen />}</PageNavigation>
    </FirstScreenContext>
  );
}

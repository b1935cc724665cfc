import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { SplashScreen } from '../shell/SplashScreen.tsx';
import { rememberPath, takeRememberedPath } from './rememberedPath.ts';
import { useSession } from './useSession.ts';

const HOME = '/dashboard';
const SIGN_IN = '/';

/** Public pages: a signed-in visitor is taken to the page they asked for, or the dashboard. */
export function PublicOnly() {
  const session = useSession();
  if (session.status === 'restoring') return <SplashScreen />;
  if (session.status === 'signed-in') return <ContinueAfterSignIn />;
  return <Outlet />;
}

/** Shell pages: an anonymous visitor goes to the sign-in page, and the page they asked for is remembered. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'restoring') return <SplashScreen />;
  if (session.status === 'anonymous') return <SendToSignIn remember={session.endedBy !== 'logout'} />;
  return children;
}

function ContinueAfterSignIn() {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    navigate(takeRememberedPath() ?? HOME, { replace: true });
  }, [navigate]);
  return null;
}

function SendToSignIn({ remember }: { remember: boolean }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (remember) rememberPath(`${pathname}${search}`);
    navigate(SIGN_IN, { replace: true });
  }, [navigate, pathname, search, remember]);
  return null;
}

import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useNotify, useRefresh } from 'ra-core';
import { isImpersonationToken, signInWithImpersonationToken } from '../../../auth/impersonation.ts';
import type { Profile } from '../../../auth/profile.ts';
import { failureOf } from '../../../dataProvider/failureMessage.ts';
import { SplashScreen } from '../../../shell/SplashScreen.tsx';

/** Where an impersonation starts (portal-overview §4). */
const AFTER_START = '/group-overview';

/** A token is single use: a second render (StrictMode, a re-mount) must not spend it again. */
const exchanges = new Map<string, Promise<Profile>>();

/**
 * /impersonate/{group}/{token}: a path whose last segment is a 40-character token signs in
 * with it; anything else goes to the sign-in page (which sends a signed-in user on).
 */
export default function TokenSignInPage() {
  const { group = '', token = '' } = useParams();
  const valid = /^\d{1,9}$/.test(group) && isImpersonationToken(token);
  const navigate = useNavigate();
  const notify = useNotify();
  const refresh = useRefresh();

  useEffect(() => {
    if (!valid) return;
    let exchange = exchanges.get(token);
    if (!exchange) {
      exchange = signInWithImpersonationToken(Number(group), token);
      exchanges.set(token, exchange);
    }
    let active = true;
    exchange.then(
      () => {
        if (!active) return;
        // Everything read so far belongs to the previous group.
        refresh();
        navigate(AFTER_START, { replace: true });
      },
      (error: unknown) => {
        if (!active) return;
        const { message } = failureOf(error);
        notify(message.key, { type: 'error', messageArgs: message.args });
        navigate('/', { replace: true });
      },
    );
    return () => {
      active = false;
    };
  }, [valid, group, token, navigate, notify, refresh]);

  if (!valid) return <Navigate to="/" replace />;
  return <SplashScreen />;
}

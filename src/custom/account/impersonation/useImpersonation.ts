import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from 'ra-core';
import { endImpersonation, homeGroupId, requestImpersonationToken } from '../../../auth/impersonation.ts';
import { sessionState } from '../../../auth/session.ts';
import { failureOf } from '../../../dataProvider/failureMessage.ts';

const AFTER_END = '/dashboard';

/**
 * Starting an impersonation asks for a token and follows the token sign-in route with it;
 * ending one returns to the original session and the dashboard (portal-overview §4).
 */
export function useImpersonation() {
  const navigate = useNavigate();
  const notify = useNotify();

  const end = useCallback(async () => {
    // The impersonated group's page goes first: shown again once the home group is back, it
    // would read its records with the home group's id (404). endImpersonation drops what was
    // read for the impersonated group, and the dashboard comes back with the home group's.
    await navigate(AFTER_END);
    // The user chose to stay on a page with unsaved changes: the impersonation goes on.
    if (window.location.pathname !== AFTER_END) return;
    await endImpersonation();
  }, [navigate]);

  const start = useCallback(
    async (groupId: number): Promise<boolean> => {
      const state = sessionState();
      // Acting as one's own group is no impersonation: it ends the one under way.
      if (state.status === 'signed-in' && state.profile.impersonating && homeGroupId(state.profile) === groupId) {
        await end();
        return true;
      }
      try {
        const { token, group_id: group } = await requestImpersonationToken(groupId);
        navigate(`/impersonate/${group}/${token}`);
        return true;
      } catch (error) {
        const { message } = failureOf(error);
        notify(message.key, { type: 'error', messageArgs: message.args });
        return false;
      }
    },
    [navigate, notify, end],
  );

  return { start, end };
}

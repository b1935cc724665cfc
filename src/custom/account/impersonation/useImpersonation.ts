import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useNotify, useRefresh } from 'ra-core';
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
  const refresh = useRefresh();

  const end = useCallback(async () => {
    const profile = await endImpersonation();
    if (!profile) return;
    // Everything on screen was read for the impersonated group, the page shown included.
    refresh();
    navigate(AFTER_END);
  }, [navigate, refresh]);

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

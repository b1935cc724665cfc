import { apiClient } from '../dataProvider/apiClient.ts';
import { resultOf } from '../dataProvider/client.ts';
import { queryClient } from '../dataProvider/queryClient.ts';
import { loadProfile, restoreSession, revokeToken } from './authProvider.ts';
import type { Profile } from './profile.ts';
import {
  endSession, impersonatorCredentials, sessionState, startSession, storeCredentials, storedCredentials,
  storeImpersonatorCredentials, suspendSession,
} from './session.ts';

/** portal-overview §4 and §9: the token of /impersonate/{group}/{token} is 40 characters. */
export const IMPERSONATION_TOKEN_LENGTH = 40;

export function isImpersonationToken(token: string): boolean {
  return token.length === IMPERSONATION_TOKEN_LENGTH && /^[0-9a-f]+$/i.test(token);
}

interface TokenAnswer {
  token: string;
  group_id: number;
}

/**
 * Everything read so far belongs to the group acted on until now. When the group changes it
 * is dropped, so that none of it shows as the other group's and no page reads its records
 * again with the other group's id (they are not found there: 404); the pages still shown
 * (the dashboard, the group overview) read anew. Call with the new credentials stored.
 */
function forgetGroupReads(): void {
  queryClient.removeQueries({ type: 'inactive' });
  void queryClient.resetQueries({ type: 'active' });
}

/** A single-use token to act on a group; the server decides whether this user may. */
export async function requestImpersonationToken(groupId: number): Promise<TokenAnswer> {
  // The server hands out no token from an impersonation session: return to one's own first.
  if (sessionState().status === 'signed-in' && impersonatorCredentials()) await endImpersonation();
  return resultOf(apiClient.POST('/v3/group/{id}/impersonate/', { params: { path: { id: groupId } } }));
}

/**
 * Token sign-in (portal-overview §4): the token becomes a session on its group, and the
 * session it was started from is kept to return to. The new profile brings the group, its
 * account, group data and permissions, and the impersonation flag.
 */
export async function signInWithImpersonationToken(group: number, token: string): Promise<Profile> {
  await restoreSession();
  const answer = await resultOf(apiClient.POST('/v1/impersonate/token-auth/', { body: { group, token } }));
  const current = storedCredentials();
  const original = impersonatorCredentials();
  if (sessionState().status === 'signed-in' && current) {
    // Switching from one impersonated group to another returns to the same original session.
    if (original) await revokeToken();
    else storeImpersonatorCredentials(current);
  }
  storeCredentials({ token: answer.token, groupId: answer.group_id });
  forgetGroupReads();
  try {
    const profile = await loadProfile();
    startSession(profile);
    return profile;
  } catch (error) {
    await endImpersonation();
    throw error;
  }
}

/**
 * Ends an impersonation: the impersonation session is signed out, the original one comes
 * back and its profile is loaded again. Without one to return to, the user is signed out.
 * Meanwhile the shell steps aside, so that the page shown reads nothing more of the group
 * left: it comes back with the original profile, on the path shown then.
 */
export async function endImpersonation(): Promise<Profile | null> {
  const original = impersonatorCredentials();
  if (sessionState().status === 'signed-in') suspendSession();
  // Reads under way would come back refused once the token is revoked.
  await queryClient.cancelQueries();
  await revokeToken();
  if (!original) {
    endSession('logout');
    return null;
  }
  storeCredentials(original);
  storeImpersonatorCredentials(null);
  forgetGroupReads();
  try {
    const profile = await loadProfile();
    startSession(profile);
    return profile;
  } catch {
    endSession();
    return null;
  }
}

/** The user's own group: the one the impersonation started from, or the group of the session. */
export function homeGroupId(profile: Profile): number {
  return (profile.impersonating && impersonatorCredentials()?.groupId) || profile.group_id;
}

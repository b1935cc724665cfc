import { apiClient } from '../dataProvider/apiClient.ts';
import { resultOf } from '../dataProvider/client.ts';
import { loadProfile, restoreSession, revokeToken } from './authProvider.ts';
import type { Profile } from './profile.ts';
import {
  endSession, impersonatorCredentials, sessionState, startSession, storeCredentials, storedCredentials,
  storeImpersonatorCredentials,
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
 */
export async function endImpersonation(): Promise<Profile | null> {
  const original = impersonatorCredentials();
  await revokeToken();
  if (!original) {
    endSession('logout');
    return null;
  }
  storeCredentials(original);
  storeImpersonatorCredentials(null);
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

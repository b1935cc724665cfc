import type { AuthProvider } from 'ra-core';
import { apiClient } from '../dataProvider/apiClient.ts';
import { isApiError, resultOf } from '../dataProvider/client.ts';
import { permissionsOf, type Profile } from './profile.ts';
import { endSession, impersonatorCredentials, sessionState, settledSession, showSignedOut, startSession, storeCredentials } from './session.ts';
import { SIGN_IN_MESSAGES, signInFailureMessage } from './signInError.ts';

/** Where react-admin sends a visitor without a session: the sign-in page lives at the root. */
const SIGN_IN_PATH = '/';

interface TokenAnswer {
  token: string;
  group_id: number | null;
}

/** The signed-in user's profile, which boot.ts also asks for early (it must be the client's address). */
export const PROFILE_PATH = '/v3/user/profile/';

export const loadProfile = (): Promise<Profile> => resultOf(apiClient.GET(PROFILE_PATH));

/** A courtesy to the server: the session ends in the portal whatever it answers. */
export const revokeToken = () => resultOf(apiClient.POST('/v1/logout/')).catch(() => undefined);

/** Signing out while impersonating also ends the session the impersonation started from. */
async function revokeSessions(): Promise<void> {
  const impersonator = impersonatorCredentials();
  await revokeToken();
  if (!impersonator) return;
  storeCredentials(impersonator);
  await revokeToken();
}

let restoring: Promise<void> | undefined;

/**
 * Session start (portal-overview §4): with a stored token the profile is loaded again;
 * success shows the app, failure the sign-in page. Runs once, however many ask. Only a refused
 * token is forgotten: a reload while the profile loads aborts its request, and must not sign out.
 */
export function restoreSession(): Promise<void> {
  const state = sessionState();
  if (state.status !== 'restoring') return Promise.resolve();
  // Suspended while an impersonation ends: a page that asks then (a route's check, a permission)
  // waits for the session it returns to, instead of being signed out.
  if (state.switching) return settledSession().then(() => undefined);
  restoring ??= loadProfile().then(startSession, (error: unknown) => (isApiError(error) && error.status === 401 ? endSession() : showSignedOut()));
  return restoring;
}

async function signedInProfile(): Promise<Profile> {
  await restoreSession();
  const state = sessionState();
  if (state.status !== 'signed-in') throw { redirectTo: SIGN_IN_PATH, message: false };
  return state.profile;
}

/** Set when a call was refused for an expired token, so the page in use is remembered. */
let expired = false;

export const authProvider: AuthProvider = {
  /** Rejects with an Error whose message is a locale key (portal-overview §8). */
  async login({ username, password }: { username: string; password: string }) {
    let answer: TokenAnswer;
    try {
      answer = await resultOf(apiClient.POST('/v1/api-token-auth/', { body: { username, password } }));
    } catch (error) {
      throw new Error(signInFailureMessage(error));
    }
    storeCredentials({ token: answer.token, groupId: answer.group_id });
    try {
      startSession(await loadProfile());
    } catch {
      await revokeToken();
      endSession();
      throw new Error(SIGN_IN_MESSAGES.failed);
    }
    // The route guards take the user on, to the remembered page or the dashboard.
    return { redirectTo: false };
  },

  async logout() {
    const byUser = !expired;
    expired = false;
    if (sessionState().status === 'anonymous') return SIGN_IN_PATH;
    if (byUser) await revokeSessions();
    endSession(byUser ? 'logout' : undefined);
    return SIGN_IN_PATH;
  },

  async checkAuth() {
    await signedInProfile();
  },

  /**
   * 401 ends the session; 403 only means "not this", the user stays signed in (portal-overview §8).
   * A 401 of a token the session no longer holds (a read sent as an impersonation ended) is not the session's.
   */
  async checkError(error: unknown) {
    const status = isApiError(error) ? error.status : (error as { status?: unknown } | null)?.status;
    if (status !== 401 || (isApiError(error) && error.forOldToken)) return;
    expired = true;
    throw { redirectTo: SIGN_IN_PATH, message: 'session.expired' };
  },

  async getPermissions() {
    return permissionsOf(await signedInProfile());
  },

  async getIdentity() {
    const profile = await signedInProfile();
    return { id: profile.id, fullName: profile.name || profile.username, avatar: profile.avatar ?? undefined };
  },
};

import type { Profile } from './profile.ts';

/**
 * The session: the token and group id survive a reload (localStorage); the profile is
 * loaded again at every start (portal-overview §4). Components follow it through
 * useSession(); the auth provider is the only writer.
 */
export interface Credentials {
  token: string;
  groupId: number | null;
}

export type SessionState =
  /** switching: suspended while an impersonation ends (suspendSession), not a start's restore. */
  | { status: 'restoring'; switching?: true }
  | { status: 'signed-in'; profile: Profile }
  /** endedBy 'logout': the user chose to leave, so the page they were on is not remembered. */
  | { status: 'anonymous'; endedBy?: 'logout' };

const TOKEN_KEY = 'switchboard.token';
const GROUP_KEY = 'switchboard.groupId';
/** The session an impersonation was started from, to return to when it ends. */
const IMPERSONATOR_KEY = 'switchboard.impersonator';

export function storedCredentials(): Credentials | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    if (!token) return null;
    const groupId = Number.parseInt(localStorage.getItem(GROUP_KEY) ?? '', 10);
    return { token, groupId: Number.isFinite(groupId) ? groupId : null };
  } catch {
    return null;
  }
}

export function storeCredentials(credentials: Credentials): void {
  localStorage.setItem(TOKEN_KEY, credentials.token);
  if (credentials.groupId === null) localStorage.removeItem(GROUP_KEY);
  else localStorage.setItem(GROUP_KEY, String(credentials.groupId));
}

export function impersonatorCredentials(): Credentials | null {
  try {
    const stored = JSON.parse(localStorage.getItem(IMPERSONATOR_KEY) ?? 'null') as Partial<Credentials> | null;
    if (!stored || typeof stored.token !== 'string') return null;
    return { token: stored.token, groupId: typeof stored.groupId === 'number' ? stored.groupId : null };
  } catch {
    return null;
  }
}

export function storeImpersonatorCredentials(credentials: Credentials | null): void {
  if (credentials) localStorage.setItem(IMPERSONATOR_KEY, JSON.stringify(credentials));
  else localStorage.removeItem(IMPERSONATOR_KEY);
}

/** An ended session takes the one it was started from with it: nothing to return to. */
function forgetCredentials(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(GROUP_KEY);
    localStorage.removeItem(IMPERSONATOR_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

let state: SessionState = storedCredentials() ? { status: 'restoring' } : { status: 'anonymous' };
const listeners = new Set<() => void>();

function publish(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function sessionState(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session once it is not being restored or switched (suspendSession): signed in or not. */
export function settledSession(): Promise<SessionState> {
  if (state.status !== 'restoring') return Promise.resolve(state);
  return new Promise((resolve) => {
    const unsubscribe = subscribeSession(() => {
      if (state.status === 'restoring') return;
      unsubscribe();
      resolve(state);
    });
  });
}

export function startSession(profile: Profile): void {
  publish({ status: 'signed-in', profile });
}

/**
 * While the session changes group (an impersonation ends): the shell steps aside, as while a
 * session is restored at start, so that no page of the group left reads on with the other
 * group's id; startSession brings it back.
 */
export function suspendSession(): void {
  publish({ status: 'restoring', switching: true });
}

/**
 * The profile could not be loaded for a reason that says nothing about the token: the page was
 * left while it loaded (a second reload), the network or the server failed. The sign-in page
 * shows, and the token stays for the next start; only the server's 401 ends it.
 */
export function showSignedOut(): void {
  publish({ status: 'anonymous' });
}

export function endSession(endedBy?: 'logout'): void {
  forgetCredentials();
  publish(endedBy ? { status: 'anonymous', endedBy } : { status: 'anonymous' });
}

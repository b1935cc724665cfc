import { describe, expect, it } from 'vitest';
import { authProvider } from '../../src/auth/authProvider.ts';
import { endSession, sessionState, startSession, suspendSession } from '../../src/auth/session.ts';
import type { Profile } from '../../src/auth/profile.ts';

/** A signed-in user's profile; only what the checks read. */
const profile = { id: 1, username: 'rita', name: 'Rita Reseller', group_id: 2, impersonating: false, permissions: [] } as unknown as Profile;

describe('a page that checks the session while an impersonation ends', () => {
  it('waits for the session it returns to, and is not signed out meanwhile', async () => {
    startSession(profile);
    suspendSession();
    let settled = false;
    const check = authProvider.checkAuth({}).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    startSession(profile);
    await check;
    expect(sessionState().status).toBe('signed-in');
  });

  it('goes to the sign-in page when the switch ends the session', async () => {
    startSession(profile);
    suspendSession();
    const check = authProvider.checkAuth({});
    endSession();
    await expect(check).rejects.toMatchObject({ redirectTo: expect.any(String) });
  });
});

import type { ServerProcess } from '../../scripts/lib/serverProcess.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo.ts';

/** The demo's administrator, signed in over the API: the token the benches read with. */
export async function signIn(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.url}/api/v1/api-token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

import { startServer } from '../scripts/lib/serverProcess.ts';
import { DEMO_PASSWORD } from '../server/seed/demo.ts';
import { withDataDir } from './lib/dataDir.ts';
import { median, note, percentile, report } from './lib/figures.ts';

const ROUND_TRIPS = 200;
const WARM_UP = 10;

async function expectOk(res: Response): Promise<unknown> {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}`);
  return res.json();
}

await withDataDir(async (dataDir) => {
  const server = await startServer({ dataDir });
  try {
    /** What the portal does at sign-in: get a token, then load the profile with it. */
    async function roundTrip(): Promise<number> {
      const started = performance.now();
      const { token } = (await expectOk(
        await fetch(`${server.url}/api/v1/api-token-auth/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
        }),
      )) as { token: string };
      await expectOk(await fetch(`${server.url}/api/v3/user/profile/`, { headers: { authorization: `Token ${token}` } }));
      return performance.now() - started;
    }
    for (let i = 0; i < WARM_UP; i++) await roundTrip();
    const times: number[] = [];
    for (let i = 0; i < ROUND_TRIPS; i++) times.push(await roundTrip());
    note(`${ROUND_TRIPS} sign-in + profile round trips, min ${Math.min(...times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`);
    report('signin_profile_roundtrip_median_ms', median(times), 'ms');
    report('signin_profile_roundtrip_p95_ms', percentile(times, 95), 'ms');
  } finally {
    await server.stop('SIGTERM');
  }
});

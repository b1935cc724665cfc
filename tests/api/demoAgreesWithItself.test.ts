import { beforeAll, describe, expect, it } from 'vitest';
import { audioKind } from '../../server/areas/media_file/audioKind.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf } from './helpers/records.ts';

interface Usage { product: string; quantity: number; used: number }
interface Call { id: number; billsec: number; recording: string | null }

/**
 * Issue 27: users check bills against use, so the demo must agree with itself. A group billed
 * for call-recording licences records its calls and uses them; a group that does not record
 * has no recordings; and a recording lasts as long as its call's talk time.
 */
describe.each(databases())('the demo data agrees with itself on $name', (kind) => {
  const api = useSeededApp(kind);
  let demo: Awaited<ReturnType<typeof demoOf>>;
  beforeAll(async () => {
    demo = await demoOf(api);
  });

  const recordingLicences = async (group: number) => {
    const res = await api.get('/api/v1/subscriptions/', { token: demo.tokens.reseller, group });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ results: Usage[] }>().results.find((u) => u.product === 'call_recording');
  };
  const recordedCalls = async (group: number) => {
    const res = await api.get('/api/v1/cdr/?answered=true&page_size=1000', { token: demo.tokens.reseller, group });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ results: Call[] }>().results.filter((c) => c.recording);
  };

  it('bills recording licences only to a group that records, and uses them', async () => {
    for (const group of [demo.groups.northwind, demo.groups.acme, demo.groups.blueHarbor]) {
      const licences = await recordingLicences(group);
      const recorded = await recordedCalls(group);
      if (licences?.quantity) {
        expect(licences.used, `group ${group}`).toBeGreaterThan(0);
        expect(licences.used).toBeLessThanOrEqual(licences.quantity);
        expect(recorded.length, `group ${group}`).toBeGreaterThan(0);
      } else {
        expect(recorded, `group ${group} records no calls`).toEqual([]);
      }
    }
  });

  it('has recordings as long as their calls', async () => {
    const recorded = await recordedCalls(demo.groups.acme);
    for (const call of recorded.slice(0, 6)) {
      const res = await api.get(call.recording!, { token: demo.tokens.reseller, group: demo.groups.acme });
      expect(res.statusCode).toBe(200);
      const duration = audioKind(res.rawPayload)?.duration;
      expect(Math.abs((duration ?? 0) - call.billsec), `call ${call.id}: ${duration} s of audio for ${call.billsec} s of talk`).toBeLessThanOrEqual(1);
    }
  });
});

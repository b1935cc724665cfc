import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer } from './helpers/records.ts';
import { FLOWS, flowUrl, unique, type Flow } from './callFlow.support.ts';

type Changed = { changed: { at: string; by: { id: number | null; name: string } } | null };

/**
 * Issue 27: the call-flow lists show each flow's last change, who and when. The server records
 * it on every write, from the session (a client cannot name another author), and the demo's
 * flows carry their last confirmed save's author.
 */
describe.each(databases())('call-flow last change on $name', (kind) => {
  const api = useSeededApp(kind);
  let tokens: Awaited<ReturnType<typeof demoOf>>['tokens'];

  beforeAll(async () => {
    ({ tokens } = await demoOf(api));
  });

  it('lists the demo flows with their last change', async () => {
    const res = await api.get(`${FLOWS}?page_size=50`, { token: tokens.admin });
    expectAnswer(res, 'GET', FLOWS, 200);
    const flows = res.json<{ results: (Flow & Changed)[] }>().results;
    expect(flows.length).toBeGreaterThan(0);
    for (const flow of flows) {
      expect(flow.changed?.by.name, flow.description).toBe('Alice Admin');
      expect(Date.parse(flow.changed!.at)).toBeLessThan(Date.now());
    }
  });

  it('records the author of each write from the session, whatever the body says', async () => {
    const before = Date.now();
    const forged = { at: '2000-01-01T00:00:00Z', by: { id: 1, name: 'Somebody Else' } };
    const created = await api.post(FLOWS, { token: tokens.user, body: { description: unique('Umar’s line'), draft: true, changed: forged } });
    // The field is the server's: a client's value is ignored, as every read-only field's.
    expectAnswer(created, 'POST', FLOWS, 201);
    const made = created.json<Flow & Changed>();
    expect(made.changed?.by.name).toBe('Umar User');
    expect(Date.parse(made.changed!.at)).toBeGreaterThanOrEqual(before - 1000);

    const url = flowUrl(made.id);
    const renamed = await api.request('PATCH', url, { token: tokens.admin, headers: { 'if-match': `"${made.version}"` }, body: { description: unique('Renamed line') } });
    expectAnswer(renamed, 'PATCH', url, 200);
    expect(renamed.json<Changed>().changed?.by.name).toBe('Alice Admin');

    const read = await api.get(url, { token: tokens.user });
    expect(read.json<Changed>().changed).toEqual(renamed.json<Changed>().changed);
  });
});

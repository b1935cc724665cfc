import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf } from './helpers/records.ts';
import { expectDocumented } from './helpers/document.ts';

const FLOWS = '/api/v1/call_flow/';

interface Page { count: number; results: { id: number; label?: string; is_shared?: boolean }[] }

/**
 * A page's references read at once (issue 27): a list's `ids` answers the records named that
 * the caller may read, so that the portal names what it may and asks nothing that must fail
 * (a plain user's phone numbers name call flows they may not open: 404 one by one before).
 */
describe.each(databases())('a list of named records on $name', (kind) => {
  const harness = useSeededApp(kind);
  let tokens: Awaited<ReturnType<typeof demoOf>>['tokens'];
  let all: Page['results'];

  beforeAll(async () => {
    ({ tokens } = await demoOf(harness));
    all = (await harness.get(`${FLOWS}?page_size=100`, { token: tokens.admin })).json<Page>().results;
  });

  it('answers the records with those ids, in the list’s shapes', async () => {
    const [a, b] = all;
    const res = await harness.get(`${FLOWS}?ids=${b.id},${a.id},999999999&label_only=true`, { token: tokens.admin });
    expect(res.statusCode, res.body).toBe(200);
    expectDocumented('GET', FLOWS, 200, res.json());
    expect(res.json<Page>().results.map((r) => r.id).sort((x, y) => x - y)).toEqual([a.id, b.id].sort((x, y) => x - y));
  });

  it('leaves out what a plain user may not read, as reading it alone would (404)', async () => {
    const hidden = [] as number[];
    for (const flow of all) if ((await harness.get(`${FLOWS}${flow.id}/`, { token: tokens.user })).statusCode === 404) hidden.push(flow.id);
    expect(hidden.length).toBeGreaterThan(0);
    const res = await harness.get(`${FLOWS}?ids=${all.map((f) => f.id).join(',')}&page_size=100`, { token: tokens.user });
    expect(res.statusCode, res.body).toBe(200);
    const answered = res.json<Page>().results.map((r) => r.id);
    expect(answered.length).toBe(all.length - hidden.length);
    expect(answered.filter((id) => hidden.includes(id))).toEqual([]);
  });

  it('refuses malformed ids with a 400 that names the parameter', async () => {
    for (const ids of ['', 'x', '1,,2', '1;2', '-1', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const res = await harness.get(`${FLOWS}?ids=${encodeURIComponent(ids)}`, { token: tokens.admin });
      expect(res.statusCode, ids).toBe(400);
      expect(Object.keys(res.json<Record<string, unknown>>()), ids).toContain('ids');
    }
  });
});

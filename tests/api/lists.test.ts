import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, extensionBody, urlOf } from './helpers/records.ts';

const EXTENSIONS = urlOf('extension');

describe.each(databases())('list paging, ordering and search on %s', (kind) => {
  const api = useSeededApp(kind);
  let token: string;
  beforeAll(async () => {
    const demo = await demoOf(api);
    token = demo.tokens.admin;
    for (const extension of [99, 1000, 32000]) {
      const res = await api.post(EXTENSIONS, { token, body: await extensionBody(api.db, demo.groups.acme, { extension, name: `Person ${extension}` }) });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  const numbers = async (query: string) => {
    const res = await api.get(`${EXTENSIONS}?${query}`, { token });
    expectAnswer(res, 'GET', EXTENSIONS, 200);
    return res.json<{ count: number; results: { extension: number }[] }>();
  };

  it('orders numbers as numbers, both ways, page by page', async () => {
    const all = [99, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 1000, 32000];
    expect((await numbers('ordering=extension&page_size=100')).results.map((r) => r.extension)).toEqual(all);
    expect((await numbers('ordering=-extension&page_size=100')).results.map((r) => r.extension)).toEqual([...all].reverse());
    const second = await numbers('ordering=extension&page_size=5&page=2');
    expect(second).toMatchObject({ count: all.length });
    expect(second.results.map((r) => r.extension)).toEqual(all.slice(5, 10));
    expect((await numbers('ordering=extension&page_size=5&page=9')).results).toEqual([]);
  });

  it('counts every match of a search, on any page, and finds a phone number however it is grouped', async () => {
    const found = await numbers('search=person&ordering=-extension&page_size=2');
    expect(found.count).toBe(3);
    expect(found.results.map((r) => r.extension)).toEqual([32000, 1000]);
    expect(await numbers('search=person&ordering=-extension&page_size=2&page=2')).toMatchObject({ count: 3, results: [{ extension: 99 }] });
    expect(await numbers('search=person&page_size=2&page=5')).toEqual({ count: 3, results: [] });
    expect((await numbers('search=nobody-by-this-name')).count).toBe(0);
    const dids = await api.get(`${urlOf('did_routing')}?search=${encodeURIComponent('+32 2 588 01 01')}`, { token });
    expect(dids.json<{ results: { did: string }[] }>().results.map((r) => r.did)).toEqual(['+3225880101']);
  });

  it('lists the shared catalogue records beside none of the group', async () => {
    const tones = await api.get(`${urlOf('ring_tone')}?ordering=description`, { token });
    expectAnswer(tones, 'GET', urlOf('ring_tone'), 200);
    expect(tones.json<{ results: { description: string; group: null }[] }>().results).toMatchObject(
      ['Classic', 'Digital', 'Office', 'Soft chime'].map((description) => ({ description, group: null })),
    );
  });
});

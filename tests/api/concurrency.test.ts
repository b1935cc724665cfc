import { beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { loadSchemas } from '../../server/resources/schemas.ts';
import { buildModels } from '../../server/resources/model.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, extensionBody, idsOf, phoneNumberBody, rowOf, urlOf } from './helpers/records.ts';

const MODELS = buildModels(loadSchemas());
const EXTENSIONS = urlOf('extension');

describe.each(databases())('concurrent changes on %s', (kind) => {
  const api = useSeededApp(kind);
  let demo: Awaited<ReturnType<typeof demoOf>>;
  let acme: number;
  beforeAll(async () => {
    demo = await demoOf(api);
    acme = demo.groups.acme;
  });

  /** Every id held in a reference list of any resource whose record no longer exists. */
  // A list item without the key names nothing (a call flow's references: one key per resource, {queue: 4}, {voicemail_box: 2}).
  async function danglingReferences(): Promise<string[]> {
    const found: string[] = [];
    for (const model of MODELS.values()) {
      for (const list of model.referenceLists) {
        const target = MODELS.get(list.resource)!.table;
        const ids = list.key ? `(SELECT (e ->> '${list.key}')::int AS id FROM jsonb_array_elements(r.data -> '${list.field}') e)` : `(SELECT e::text::int AS id FROM jsonb_array_elements(r.data -> '${list.field}') e)`;
        const rows = await api.db.query<{ id: number; ref: number }>(
          `SELECT r.id, x.id AS ref FROM ${model.table} r, LATERAL ${ids} x
            WHERE jsonb_typeof(r.data -> '${list.field}') = 'array' AND x.id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${target} t WHERE t.id = x.id)`,
        );
        found.push(...rows.map((r) => `${model.name} ${r.id}.${list.field} → ${list.resource} ${r.ref}`));
      }
    }
    return found;
  }

  it('keeps no lost update: of two changes from one version, one is saved and the other refused with 412', async () => {
    const [site] = await idsOf(api.db, 'site', acme);
    for (let round = 0; round < 10; round++) {
      const { version } = (await rowOf(api.db, 'site', site))!;
      const change = (postal_code: string, how: 'header' | 'body') =>
        api.request('PATCH', `${urlOf('site')}${site}/`, {
          token: demo.tokens.admin,
          headers: how === 'header' ? { 'if-match': `"${version}"` } : {},
          body: how === 'body' ? { postal_code, version } : { postal_code },
        });
      const answers = await Promise.all([change(`10${round}0`, 'header'), change(`10${round}1`, round % 2 ? 'body' : 'header')]);
      expect(answers.map((a) => a.statusCode).sort(), `round ${round}`).toEqual([200, 412]);
      const refused = answers.find((a) => a.statusCode === 412)!;
      expectAnswer(refused, 'PATCH', `${urlOf('site')}${site}/`, 412);
      expect(refused.json()).toEqual({ detail: serverText('version_conflict') });
      const saved = answers.find((a) => a.statusCode === 200)!.json<{ postal_code: string; version: number }>();
      const row = (await rowOf(api.db, 'site', site))!;
      expect(row.version).toBe(version + 1);
      expect(row.data).toMatchObject({ postal_code: saved.postal_code });
      expect(saved.version).toBe(version + 1);
    }
  });

  it('refuses a delete from a stale version', async () => {
    const created = await api.post(urlOf('site'), { token: demo.tokens.admin, body: { name: 'Stale clinic', country_code: 'BE' } });
    const { id, version } = created.json<{ id: number; version: number }>();
    expectAnswer(await api.request('PATCH', `${urlOf('site')}${id}/`, { token: demo.tokens.admin, body: { postal_code: '3000' } }), 'PATCH', `${urlOf('site')}${id}/`, 200);
    const stale = await api.request('DELETE', `${urlOf('site')}${id}/`, { token: demo.tokens.admin, headers: { 'if-match': `"${version}"` } });
    expectAnswer(stale, 'DELETE', `${urlOf('site')}${id}/`, 412);
    expect(await rowOf(api.db, 'site', id)).toBeDefined();
  });

  it('never leaves a dangling reference when records are assigned and deleted at the same time', async () => {
    const [number] = await idsOf(api.db, 'did_routing', acme);
    const pairs = 24;
    const extensions: number[] = [];
    for (let i = 0; i < pairs; i++) {
      const res = await api.post(EXTENSIONS, { token: demo.tokens.admin, body: await extensionBody(api.db, acme, { extension: 1000 + i }) });
      extensions.push(res.json<{ id: number }>().id);
    }
    const queues: number[] = [];
    const groups: number[] = [];
    for (let i = 0; i < pairs; i++) {
      queues.push((await api.post(urlOf('queue'), { token: demo.tokens.admin, body: { description: `Queue ${i}`, extension: 1100 + i } })).json<{ id: number }>().id);
      groups.push((await api.post(urlOf('ring_group'), { token: demo.tokens.admin, body: { description: `Group ${i}`, extension: 1200 + i } })).json<{ id: number }>().id);
    }
    const didNumbers: number[] = [];
    for (let i = 0; i < pairs; i++) {
      const res = await api.post(urlOf('did_routing'), { token: demo.tokens.admin, body: await phoneNumberBody(api.db, acme, { did: `+322588${String(2000 + i)}` }) });
      didNumbers.push(res.json<{ id: number }>().id);
    }
    expect(number).toBeDefined();
    // Each extension is assigned (to a phone number, a queue's owners, a ring group's members) while it is deleted.
    const assign = (i: number) => {
      const token = demo.tokens.admin;
      const which = i % 3;
      if (which === 0) return api.request('PATCH', `${urlOf('did_routing')}${didNumbers[i]}/`, { token, body: { allowed_extensions: [extensions[i]] } });
      if (which === 1) return api.request('PATCH', `${urlOf('queue')}${queues[i]}/`, { token, body: { owners: [extensions[i]] } });
      return api.request('PATCH', `${urlOf('ring_group')}${groups[i]}/`, { token, body: { members: [{ extension: extensions[i], ring_delay: 5 }] } });
    };
    const remove = (i: number) => api.request('DELETE', `${EXTENSIONS}${extensions[i]}/`, { token: demo.tokens.admin });
    const outcomes = await Promise.all(
      extensions.map(async (_, i) => {
        // Odd pairs send the assignment first, even pairs the delete.
        const [assigned, deleted] = i % 2
          ? await Promise.all([assign(i), remove(i)])
          : await Promise.all([remove(i), assign(i)]).then(([d, a]) => [a, d]);
        return `${assigned.statusCode}/${deleted.statusCode}`;
      }),
    );
    // Either the assignment won and the delete was refused as in use, or the delete won and the assignment was refused.
    for (const outcome of outcomes) expect(['200/409', '400/204']).toContain(outcome);
    expect(await danglingReferences()).toEqual([]);
  });

  it('creates one of many concurrent duplicates, in a group and across groups', async () => {
    const sites = await Promise.all(
      Array.from({ length: 8 }, () => api.post(urlOf('site'), { token: demo.tokens.admin, body: { name: 'Mechelen clinic', country_code: 'BE' } })),
    );
    expect(sites.map((s) => s.statusCode).sort()).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
    for (const refused of sites.filter((s) => s.statusCode === 400)) expect(refused.json()).toEqual({ name: [serverText('name_unique')] });

    const did = '+3225883000';
    const numbers = await Promise.all([
      ...Array.from({ length: 4 }, async () => api.post(urlOf('did_routing'), { token: demo.tokens.admin, body: await phoneNumberBody(api.db, acme, { did }) })),
      ...Array.from({ length: 4 }, async () =>
        api.post(urlOf('did_routing'), {
          token: demo.tokens.reseller, group: demo.groups.blueHarbor, body: await phoneNumberBody(api.db, demo.groups.blueHarbor, { did }),
        })),
    ]);
    expect(numbers.map((n) => n.statusCode).sort()).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
    const [{ count }] = await api.db.query<{ count: number }>("SELECT count(*)::int AS count FROM res_did_routing WHERE data ->> 'did' = $1", [did]);
    expect(count).toBe(1);
  });
});

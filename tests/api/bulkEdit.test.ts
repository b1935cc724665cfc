import { beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, idsOf, rowOf, urlOf } from './helpers/records.ts';

/**
 * Bulk edit (issue 9): one field of several records at once, through the checks of each
 * record's own update, all or nothing. A refusal of any record changes none and names the
 * reason of every refused one.
 */

const EXTENSIONS = urlOf('extension');
const BULK = `${EXTENSIONS}bulk_update/`;
const PHONE_BULK = `${urlOf('did_routing')}bulk_update/`;

type Outcome = { id: number; refused: boolean; status?: number; error?: unknown };

describe.each(databases())('bulk edit on %s', (kind) => {
  const api = useSeededApp(kind);
  let demo: Awaited<ReturnType<typeof demoOf>>;
  let people: number[];
  let sites: number[];
  let ext: { admin: number; user: number };
  beforeAll(async () => {
    demo = await demoOf(api);
    people = await idsOf(api.db, 'extension', demo.groups.acme);
    sites = await idsOf(api.db, 'site', demo.groups.acme);
    const rows = await api.db.query<{ username: string; extension_id: number }>("SELECT username, extension_id FROM users WHERE username IN ('admin', 'user')");
    const of = (name: string) => rows.find((r) => r.username === name)!.extension_id;
    ext = { admin: of('admin'), user: of('user') };
  });

  const bulk = (body: unknown, token = demo.tokens.admin, url = BULK) => api.post(url, { token, body: body as object });
  const rows = (ids: number[]) => Promise.all(ids.map((id) => rowOf(api.db, 'extension', id)));
  /** Three extensions of Acme Dental that are neither the administrator's nor the plain user's. */
  const others = () => people.filter((id) => id !== ext.admin && id !== ext.user).slice(0, 3);

  it('sets the site of three extensions in one call and answers each as saved', async () => {
    const ids = others();
    const before = await rows(ids);
    const site = sites.find((s) => before.some((r) => (r.data as { site: number }).site !== s))!;
    const res = await bulk({ records: ids.map((id, i) => ({ id, version: before[i].version })), field: 'site', value: site });
    expectAnswer(res, 'POST', BULK, 200);
    const answer = res.json<{ count: number; results: { id: number; site: number; version: number }[] }>();
    expect(answer.count).toBe(3);
    expect(answer.results.map((r) => [r.id, r.site, r.version])).toEqual(ids.map((id, i) => [id, site, before[i].version + 1]));
    for (const [i, row] of (await rows(ids)).entries()) {
      // Only the field asked for changed.
      expect(row.data).toEqual({ ...(before[i].data as object), site });
    }
  });

  it('changes nothing when one record is refused, and says why for each refused record', async () => {
    const ids = others();
    const before = await rows(ids);
    const [stale, ...fresh] = ids;
    const records = [{ id: stale, version: before[0].version - 1 }, ...fresh.map((id, i) => ({ id, version: before[i + 1].version }))];
    const res = await bulk({ records, field: 'language', value: 'fr' });
    expectAnswer(res, 'POST', BULK, 409);
    const answer = res.json<{ detail: string; code: string; results: Outcome[] }>();
    expect(answer.code).toBe('bulk_refused');
    expect(answer.detail).toBe(serverText('bulk_refused', { refused: 1, total: 3 }));
    expect(answer.results).toEqual([
      { id: stale, refused: true, status: 412, error: { detail: serverText('version_conflict') } },
      ...fresh.map((id) => ({ id, refused: false })),
    ]);
    expect(await rows(ids)).toEqual(before);
  });

  it('refuses every record whose value its own update would refuse, with that update’s message', async () => {
    const ids = others();
    const before = await rows(ids);
    const tooLate = await bulk({ records: ids.map((id) => ({ id })), field: 'call_mobile_after', value: 301 });
    expectAnswer(tooLate, 'POST', BULK, 409);
    for (const outcome of tooLate.json<{ results: Outcome[] }>().results) {
      expect(outcome).toEqual({ id: outcome.id, refused: true, status: 400, error: [`call_mobile_after: ${serverText('max_value', { limit: 300 })}`] });
    }
    // A site of another group is no site of this one.
    const [foreignSite] = await idsOf(api.db, 'site', demo.groups.blueHarbor);
    const foreign = await bulk({ records: ids.map((id) => ({ id })), field: 'site', value: foreignSite });
    expectAnswer(foreign, 'POST', BULK, 409);
    expect(foreign.json<{ results: Outcome[] }>().results.every((o) => o.refused && o.status === 400)).toBe(true);
    expect(await rows(ids)).toEqual(before);
  });

  it('runs the area’s own rules per record: the administrator’s own extension cannot get a role, so none does', async () => {
    const role = (await api.post(urlOf('role'), { token: demo.tokens.admin, body: { name: 'Bulk receptionist', intercom: true } })).json<{ id: number }>().id;
    const ids = [ext.admin, ...others().slice(0, 2)];
    const before = await rows(ids);
    const res = await bulk({ records: ids.map((id) => ({ id })), field: 'role', value: role });
    expectAnswer(res, 'POST', BULK, 409);
    expect(res.json<{ results: Outcome[] }>().results).toEqual([
      { id: ext.admin, refused: true, status: 400, error: [`role: ${serverText('role_assign_self')}`] },
      { id: ids[1], refused: false },
      { id: ids[2], refused: false },
    ]);
    expect(await rows(ids)).toEqual(before);
    // Without the administrator's own extension the same change goes through.
    expectAnswer(await bulk({ records: ids.slice(1).map((id) => ({ id })), field: 'role', value: role }), 'POST', BULK, 200);
  });

  it('refuses the ids of another group as not found, and changes neither group', async () => {
    const [foreign] = await idsOf(api.db, 'extension', demo.groups.blueHarbor);
    const [own] = others();
    const before = await rows([foreign, own]);
    const res = await bulk({ records: [{ id: own }, { id: foreign }], field: 'language', value: 'en' });
    expectAnswer(res, 'POST', BULK, 409);
    expect(res.json<{ results: Outcome[] }>().results).toEqual([
      { id: own, refused: false },
      { id: foreign, refused: true, status: 404, error: { detail: serverText('not_found') } },
    ]);
    expect(await rows([foreign, own])).toEqual(before);
  });

  it('lets a plain user change only what they may write: their own extension’s personal settings', async () => {
    const own = await bulk({ records: [{ id: ext.user }], field: 'hide_caller_id', value: true }, demo.tokens.user);
    expectAnswer(own, 'POST', BULK, 200);
    expect((await rowOf(api.db, 'extension', ext.user)).data).toMatchObject({ hide_caller_id: true });

    const before = await rows([ext.user, ext.admin]);
    const mixed = await bulk({ records: [{ id: ext.user }, { id: ext.admin }], field: 'language', value: 'en' }, demo.tokens.user);
    expectAnswer(mixed, 'POST', BULK, 409);
    expect(mixed.json<{ results: Outcome[] }>().results).toEqual([
      { id: ext.user, refused: false },
      { id: ext.admin, refused: true, status: 403, error: { detail: serverText('permission_denied') } },
    ]);
    // Their own site is the administrator's to change.
    const otherSite = sites.find((s) => s !== (before[0].data as { site: number }).site);
    const site = await bulk({ records: [{ id: ext.user }], field: 'site', value: otherSite }, demo.tokens.user);
    expect(site.json<{ results: Outcome[] }>().results).toEqual([{ id: ext.user, refused: true, status: 403, error: { detail: serverText('permission_denied') } }]);
    expect(await rows([ext.user, ext.admin])).toEqual(before);

    // An area they may change nothing of is refused outright.
    const numbers = await idsOf(api.db, 'did_routing', demo.groups.acme);
    const phone = await bulk({ records: [{ id: numbers[0] }], field: 'language', value: 'fr' }, demo.tokens.user, PHONE_BULK);
    expect([phone.statusCode, phone.json()]).toEqual([403, { detail: serverText('permission_denied') }]);
  });

  it('checks the request itself: records, a field the area offers for bulk edit, a value', async () => {
    const [id] = others();
    const before = await rowOf(api.db, 'extension', id);
    const cases: [unknown, string, string][] = [
      [{ records: [], field: 'language', value: 'fr' }, 'records', serverText('min_items', { limit: 1 })],
      [{ records: [{ id }, { id }], field: 'language', value: 'fr' }, 'records', serverText('duplicate_items')],
      [{ records: [{ id: 99999999999 }], field: 'language', value: 'fr' }, 'records', serverText('invalid')],
      [{ records: [{ id: 'x' }], field: 'language', value: 'fr' }, 'records', serverText('invalid')],
      [{ records: [{ id }], field: 'name', value: 'Everyone' }, 'field', serverText('bulk_field')],
      [{ records: [{ id }], field: 'registered', value: true }, 'field', serverText('bulk_field')],
      [{ records: [{ id }], field: 'language' }, 'value', serverText('required')],
      [{ records: [{ id }], field: 'language', value: 'fr', extra: 1 }, 'extra', serverText('unknown_field')],
    ];
    for (const [body, field, message] of cases) {
      const res = await bulk(body);
      expectAnswer(res, 'POST', BULK, 400);
      expect(res.json(), JSON.stringify(body)).toContain(`${field}: ${message}`);
    }
    expect(await rowOf(api.db, 'extension', id)).toEqual(before);
  });

  it('is offered on phone numbers too, with their own rules: a draft call flow is refused for each', async () => {
    const numbers = (await idsOf(api.db, 'did_routing', demo.groups.acme)).slice(0, 2);
    const before = await Promise.all(numbers.map((id) => rowOf(api.db, 'did_routing', id)));
    const draft = await api.post(urlOf('call_flow'), { token: demo.tokens.admin, body: { description: 'Bulk draft', draft: true } });
    expectAnswer(draft, 'POST', urlOf('call_flow'), 201);
    const res = await bulk({ records: numbers.map((id) => ({ id })), field: 'call_flow', value: draft.json<{ id: number }>().id }, demo.tokens.admin, PHONE_BULK);
    expectAnswer(res, 'POST', PHONE_BULK, 409);
    expect(res.json<{ results: Outcome[] }>().results).toEqual(
      numbers.map((id) => ({ id, refused: true, status: 400, error: { call_flow: [serverText('call_flow_draft')] } })),
    );
    expect(await Promise.all(numbers.map((id) => rowOf(api.db, 'did_routing', id)))).toEqual(before);
    const language = await bulk({ records: numbers.map((id) => ({ id })), field: 'language', value: 'fr' }, demo.tokens.admin, PHONE_BULK);
    expectAnswer(language, 'POST', PHONE_BULK, 200);
  });
});

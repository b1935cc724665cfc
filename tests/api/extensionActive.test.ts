import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, extensionBody, urlOf } from './helpers/records.ts';
import { readSipAccount, sipDomain } from '../../server/sip/accounts.ts';
import { registrarToken } from '../../server/sip/registrarToken.ts';

/**
 * An extension active or inactive (configuration-areas §4), as each client meets it: the
 * portal's list and selectors, the SIP engine's routing call, the registrar's credentials and a
 * phone fetching its settings. One extension is switched off and on again through the API.
 */
const EXTENSIONS = urlOf('extension');
const CREDENTIALS = '/api/ingest/v1/sip/credentials/';
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe.each(databases())('active and inactive extensions on $name', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-active-'));
  const harness = useSeededApp(kind, { dataDir });
  const engine = () => ({ authorization: `Token ${registrarToken()}` });
  let admin: string;
  let acme: number;
  let caller: number;
  let callee: number;
  let phone: { mac: string; secret: string };
  let calls = 0;

  const setActive = async (active: boolean) => {
    const res = await harness.request('PATCH', `${EXTENSIONS}${callee}/`, { token: admin, body: { active } });
    expectAnswer(res, 'PATCH', `${EXTENSIONS}${callee}/`, 200);
    expect(res.json()).toMatchObject({ active });
  };
  /** What each client gets for the callee: offered in a selector, rung, given its HA1, given its phone's file. */
  const reach = async () => {
    const options = (await harness.get(`${EXTENSIONS}?label_only=true&search=Callee`, { token: admin })).json<{ results: { id: number }[] }>().results;
    const route = await harness.request('POST', '/api/platform/v1/route', { headers: engine(), body: { call_id: `active-${++calls}@test`, called: '932', caller: '931', from_account: `sb${caller}` } });
    const sip = (await readSipAccount(harness.db, callee))!;
    const ha1 = await harness.get(`${CREDENTIALS}?auth_name=${sip.authName}&realm=${sip.domain}`, { headers: engine() });
    const file = await harness.get(`/api/v1/provisioning/${phone.mac}.cfg`, { headers: { authorization: basic(phone.mac, phone.secret) }, remoteAddress: `10.9.0.${calls}` });
    return { offered: options.some((o) => o.id === callee), action: route.json().action, status: route.json().status, ha1: ha1.statusCode, file: file.statusCode };
  };

  beforeAll(async () => {
    const demo = await demoOf(harness);
    admin = demo.tokens.admin;
    acme = demo.groups.acme;
    const create = async (url: string, body: Record<string, unknown>) => {
      const res = await harness.post(url, { token: admin, body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    };
    caller = await create(EXTENSIONS, await extensionBody(harness.db, acme, { extension: 931, name: 'Caller', email: 'caller931@example.com' }));
    callee = await create(EXTENSIONS, await extensionBody(harness.db, acme, { extension: 932, name: 'Callee', email: 'callee932@example.com' }));
    const event = { event: 'register', aor: `932@${sipDomain(acme)}`, contact: '<sip:932@127.0.0.1:5998>', expires: 3600 };
    expect((await harness.request('POST', '/api/ingest/v1/sip/registrations/', { headers: engine(), body: event })).statusCode).toBe(200);
    const mac = '001565220932';
    const device = await create(urlOf('device'), { description: 'Callee desk', type: 'desk_phone', model: 'yealink_t31g', mac_address: mac, extension: callee });
    const secret = (await harness.post(`${urlOf('device')}${device}/provisioning_secret/`, { token: admin })).json<{ secret: string }>().secret;
    phone = { mac, secret };
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('makes every extension active, the seeded ones (migration) and new ones (default)', async () => {
    const all = (await harness.get(`${EXTENSIONS}?page_size=100`, { token: admin })).json<{ count: number; results: { id: number; active: boolean }[] }>();
    expect(all.results.length).toBeGreaterThan(2);
    expect(all.results.every((e) => e.active === true)).toBe(true);
    expect((await harness.get(`${EXTENSIONS}?active=false`, { token: admin })).json<{ count: number }>().count).toBe(0);
  });

  it('takes an inactive extension out of selectors, routing, the registrar and provisioning, and puts it back when active again', async () => {
    expect(await reach()).toEqual({ offered: true, action: 'dial', status: undefined, ha1: 200, file: 200 });
    await setActive(false);
    expect(await reach()).toEqual({ offered: false, action: 'reply', status: 480, ha1: 404, file: 401 });
    // Still listed, as inactive, and still read by id (a reference made before keeps its label).
    const listed = (await harness.get(`${EXTENSIONS}?active=false`, { token: admin })).json<{ results: { id: number; active: boolean }[] }>().results;
    expect(listed.map((e) => e.id)).toEqual([callee]);
    const byId = (await harness.get(`${EXTENSIONS}?ids=${callee}&label_only=true`, { token: admin })).json<{ results: { id: number; label: string }[] }>().results;
    expect(byId).toEqual([{ id: callee, label: '932 - Callee' }]);
    await setActive(true);
    expect(await reach()).toEqual({ offered: true, action: 'dial', status: undefined, ha1: 200, file: 200 });
  });

  it('refuses an active flag that is no boolean with a 400', async () => {
    const res = await harness.request('PATCH', `${EXTENSIONS}${callee}/`, { token: admin, body: { active: 'no' } });
    expect(res.statusCode).toBe(400);
  });
});

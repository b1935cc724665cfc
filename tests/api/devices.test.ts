import { beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { DEVICE_MODELS } from '../../core/device/catalogue.ts';
import { loadSchemas } from '../../server/resources/schemas.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, idsOf, messagesOf, rowOf, urlOf } from './helpers/records.ts';

const DEVICES = urlOf('device');
const BUTTONS = urlOf('dss_button');
const layoutUrl = (id: number) => `${DEVICES}${id}/dss_buttons/`;

interface Device { id: number; description: string; mac_address: string; last_update: string | null; stale: boolean; pushed_at?: string | null; version: number }
interface Button { id: number; module: number; page: number; position: number; type: string; name: string; value: string; label: string; manual: boolean }

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe.each(databases())('devices on $name', (kind) => {
  const api = useSeededApp(kind);
  let tokens: Awaited<ReturnType<typeof demoOf>>['tokens'];
  let groups: Awaited<ReturnType<typeof demoOf>>['groups'];
  let extensions: number[];
  let mac = 0x10;

  beforeAll(async () => {
    ({ tokens, groups } = await demoOf(api));
    extensions = await idsOf(api.db, 'extension', groups.acme);
  });

  /** A new T54W of Acme (27 keys, EXP50 modules of 60) with `overrides`. */
  async function newDevice(overrides: Record<string, unknown> = {}): Promise<Device> {
    const body = { description: `Test phone ${mac}`, type: 'desk_phone', model: 'yealink_t54w', mac_address: `0015650000${(mac++).toString(16).padStart(2, '0')}`, extension: extensions[3], ...overrides };
    const res = await api.post(DEVICES, { token: tokens.admin, body });
    expectAnswer(res, 'POST', DEVICES, 201);
    return res.json<Device>();
  }

  it('lists the seeded devices of the group only, searched, filtered and paged, with the stale ones marked', async () => {
    const res = await api.get(`${DEVICES}?page_size=2&ordering=description`, { token: tokens.admin });
    expectAnswer(res, 'GET', `${DEVICES}?page_size=2&ordering=description`, 200);
    const page = res.json<{ count: number; results: Device[] }>();
    expect(page.count).toBe(5);
    expect(page.results.map((d) => d.description)).toEqual(['Alice Admin', 'Fax line']);
    const all = (await api.get(`${DEVICES}?page_size=100`, { token: tokens.admin })).json<{ results: Device[] }>().results;
    expect(all.filter((d) => d.stale).map((d) => d.description).sort()).toEqual(['Fax line', 'Treatment room 1']);
    const found = (await api.get(`${DEVICES}?search=64:16:7F`, { token: tokens.admin })).json<{ results: Device[] }>().results;
    expect(found.map((d) => d.description)).toEqual(['Treatment room 1']);
    const handsets = (await api.get(`${DEVICES}?type=hand_held`, { token: tokens.admin })).json<{ results: Device[] }>().results;
    expect(handsets.map((d) => d.description)).toEqual(['Ghent practice handset']);
    const other = (await api.get(`${DEVICES}?page_size=100`, { token: tokens.reseller })).json<{ results: Device[] }>().results;
    expect(other.map((d) => d.description)).toEqual(['Support desk']);
  });

  it('lists every catalogue model in the schema', () => {
    const schema = loadSchemas().resources.get('device')!;
    expect((schema.properties!.model as { enum: string[] }).enum).toEqual(DEVICE_MODELS.map((m) => m.id));
  });

  it('validates the MAC address, stores it in one form and refuses it twice, in any form', async () => {
    const bad = await api.post(DEVICES, { token: tokens.admin, body: { description: 'Bad', type: 'desk_phone', model: 'yealink_t54w', mac_address: '00:15:65:zz:00:01' } });
    expect(bad.statusCode).toBe(400);
    expect(messagesOf(bad, 'mac_address')).toEqual([serverText('format_mac-address')]);
    const device = await newDevice({ mac_address: '00-15-65-ab-cd-ef' });
    expect(device.mac_address).toBe('00:15:65:AB:CD:EF');
    const twice = await api.post(DEVICES, { token: tokens.admin, body: { description: 'Twice', type: 'desk_phone', model: 'snom_d785', mac_address: '001565ABCDEF' } });
    expect(twice.statusCode).toBe(400);
    expect(messagesOf(twice, 'mac_address')).toHaveLength(1);
    // Unique across groups too: a MAC address names one phone in the world.
    const elsewhere = await api.post(DEVICES, { token: tokens.reseller, body: { description: 'Twice', type: 'desk_phone', model: 'snom_d785', mac_address: '00:15:65:AB:CD:EF' } });
    expect(elsewhere.statusCode).toBe(400);
  });

  it('refuses a model of another type and more expansion modules than the model takes', async () => {
    const res = await api.post(DEVICES, { token: tokens.admin, body: { description: 'X', type: 'ata', model: 'yealink_t54w', mac_address: '00:15:65:00:99:01' } });
    expect(messagesOf(res, 'model')).toEqual([serverText('device_model_type')]);
    const modules = await api.post(DEVICES, { token: tokens.admin, body: { description: 'X', type: 'desk_phone', model: 'yealink_t31g', expansion_modules: 1, mac_address: '00:15:65:00:99:02' } });
    expect(messagesOf(modules, 'expansion_modules')).toEqual([serverText('device_modules_limit', { limit: 0 })]);
  });

  it('keeps devices from a plain user (403) and from other groups (404)', async () => {
    const device = await newDevice();
    const created = await api.post(DEVICES, { token: tokens.user, body: { description: 'Mine', type: 'desk_phone', model: 'yealink_t54w', mac_address: '00:15:65:00:99:03' } });
    expect(created.statusCode).toBe(403);
    expect((await api.request('PATCH', `${DEVICES}${device.id}/`, { token: tokens.user, body: { description: 'Mine' } })).statusCode).toBe(403);
    expect((await api.request('DELETE', `${DEVICES}${device.id}/`, { token: tokens.user })).statusCode).toBe(403);
    expect((await api.request('PUT', layoutUrl(device.id), { token: tokens.user, body: { buttons: [] } })).statusCode).toBe(403);
    expect((await api.post(`${DEVICES}${device.id}/push/`, { token: tokens.user })).statusCode).toBe(403);
    expect((await api.post(`${DEVICES}${device.id}/provisioning_secret/`, { token: tokens.user })).statusCode).toBe(403);
    expect((await api.get(`${DEVICES}${device.id}/`, { token: tokens.reseller })).statusCode).toBe(404);
    expect((await api.request('PUT', layoutUrl(device.id), { token: tokens.reseller, body: { buttons: [] } })).statusCode).toBe(404);
    expect((await api.post(`${DEVICES}${device.id}/push/`, { token: tokens.reseller })).statusCode).toBe(404);
    // A button cannot be hung on another group's device either.
    const foreign = await api.post(BUTTONS, { token: tokens.reseller, body: { device: device.id, position: 1, type: 'blf', name: 'X', value: '201' } });
    expect(foreign.statusCode).toBe(400);
  });

  it('saves a layout, refuses keys the phone lacks, taken keys and too many buttons, and leaves support’s buttons alone', async () => {
    const device = await newDevice();
    const blf = (position: number, page = 1, module = 0) => ({ module, page, position, type: 'blf', name: 'Alice Admin', value: '201', label: 'Alice' });
    const saved = await api.request('PUT', layoutUrl(device.id), { token: tokens.admin, body: { buttons: [blf(1), blf(2), blf(1, 3)] } });
    expectAnswer(saved, 'PUT', layoutUrl(device.id), 200);
    expect(saved.json<{ results: Button[] }>().results).toHaveLength(3);
    const beyond = await api.request('PUT', layoutUrl(device.id), { token: tokens.admin, body: { buttons: [blf(10)] } });
    expect(messagesOf(beyond, 'position')).toEqual([serverText('dss_no_such_key')]);
    const module = await api.request('PUT', layoutUrl(device.id), { token: tokens.admin, body: { buttons: [blf(1, 1, 1)] } });
    expect(messagesOf(module, 'position')).toEqual([serverText('dss_no_such_key')]);
    const taken = await api.request('PUT', layoutUrl(device.id), { token: tokens.admin, body: { buttons: [blf(1), blf(1)] } });
    expect(messagesOf(taken, 'position')).toEqual([serverText('dss_key_taken')]);
    const many = Array.from({ length: 28 }, (_, i) => blf((i % 9) + 1, Math.floor(i / 9) + 1));
    const tooMany = await api.request('PUT', layoutUrl(device.id), { token: tokens.admin, body: { buttons: many } });
    expect(messagesOf(tooMany, 'non_field_errors')).toEqual([serverText('dss_too_many', { limit: 27 })]);
    // A refused layout changed nothing.
    const listed = (await api.get(`${BUTTONS}?device=${device.id}&page_size=100`, { token: tokens.admin })).json<{ results: Button[] }>().results;
    expect(listed).toHaveLength(3);

    // One by one, the same rules: the 28th button on a full phone is refused.
    const full = Array.from({ length: 27 }, (_, i) => blf((i % 9) + 1, Math.floor(i / 9) + 1));
    expect((await api.request('PUT', layoutUrl(device.id), { token: tokens.admin, body: { buttons: full } })).statusCode).toBe(200);
    const one = await api.post(BUTTONS, { token: tokens.admin, body: { device: device.id, module: 0, page: 1, position: 1, type: 'blf', name: 'X', value: '202' } });
    expect(one.statusCode).toBe(400);
    // A smaller model must still hold the buttons.
    const shrink = await api.request('PATCH', `${DEVICES}${device.id}/`, { token: tokens.admin, body: { model: 'yealink_t31g' } });
    expect(messagesOf(shrink, 'model')).toEqual([serverText('dss_too_many', { limit: 2 })]);
  });

  it('refuses a button without name or value at both fields, one by one and in a layout', async () => {
    const device = await newDevice();
    const one = await api.post(BUTTONS, { token: tokens.admin, body: { device: device.id, module: 0, page: 1, position: 1, type: 'blf', name: '', value: '' } });
    expect(one.statusCode).toBe(400);
    expect(messagesOf(one, 'name').length).toBeGreaterThan(0);
    expect(messagesOf(one, 'value').length).toBeGreaterThan(0);
    const layout = await api.request('PUT', layoutUrl(device.id), { token: tokens.admin, body: { buttons: [{ module: 0, page: 1, position: 1, type: 'blf', label: 'Alice' }] } });
    expect(layout.statusCode).toBe(400);
    expect(JSON.stringify(layout.json())).toMatch(/name[\s\S]*value|value[\s\S]*name/);
  });

  it('refuses changes to a button support set up, through the layout and one by one', async () => {
    const [reception] = await idsOf(api.db, 'device', groups.acme);
    const buttons = (await api.get(`${BUTTONS}?device=${reception}&page_size=100`, { token: tokens.admin })).json<{ results: Button[] }>().results;
    const manual = buttons.find((b) => b.manual)!;
    expect(manual).toMatchObject({ name: 'Emergency line', page: 2, position: 1 });
    const before = await rowOf(api.db, 'dss_button', manual.id);
    const patched = await api.request('PATCH', `${BUTTONS}${manual.id}/`, { token: tokens.admin, body: { label: 'Mine' } });
    expect(messagesOf(patched, 'non_field_errors')).toEqual([serverText('dss_button_manual')]);
    const deleted = await api.request('DELETE', `${BUTTONS}${manual.id}/`, { token: tokens.admin });
    expect(deleted.json()).toEqual({ non_field_errors: [serverText('dss_button_manual')] });
    const others = buttons.filter((b) => !b.manual);
    const dropped = await api.request('PUT', layoutUrl(reception), { token: tokens.admin, body: { buttons: others } });
    expect(messagesOf(dropped, 'non_field_errors')).toEqual([serverText('dss_button_manual')]);
    const moved = await api.request('PUT', layoutUrl(reception), { token: tokens.admin, body: { buttons: [...others, { ...manual, position: 2 }] } });
    expect(messagesOf(moved, 'non_field_errors')).toEqual([serverText('dss_button_manual')]);
    expect(await rowOf(api.db, 'dss_button', manual.id)).toEqual(before);
    // Sent back unchanged, it stays while the others move.
    const swapped = others.map((b) => (b.position === 1 && b.page === 1 ? { ...b, position: 9, page: 3 } : b));
    const ok = await api.request('PUT', layoutUrl(reception), { token: tokens.admin, body: { buttons: [...swapped, manual] } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ results: Button[] }>().results.find((b) => b.manual)?.id).toBe(manual.id);
  });

  it('deletes a device with its buttons; refuses one a hot desk uses, and phonebooks and boxes a device uses, naming it', async () => {
    const device = await newDevice();
    await api.request('PUT', layoutUrl(device.id), { token: tokens.admin, body: { buttons: [{ position: 1, type: 'speed_dial', name: 'Lab', value: '+3292231122' }] } });
    expectAnswer(await api.request('DELETE', `${DEVICES}${device.id}/`, { token: tokens.admin }), 'DELETE', `${DEVICES}${device.id}/`, 204);
    expect((await api.db.query('SELECT id FROM res_dss_button WHERE device_id = $1', [device.id])).length).toBe(0);

    const desk = await newDevice();
    const hotdesk = await api.post(urlOf('hotdesk'), { token: tokens.admin, body: { name: 'Desk 12', device: desk.id } });
    expect(hotdesk.statusCode, hotdesk.body).toBe(201);
    const refused = await api.request('DELETE', `${DEVICES}${desk.id}/`, { token: tokens.admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: serverText('device_in_use'), code: 'in_use' });

    const [phonebook] = await idsOf(api.db, 'phonebook', groups.acme);
    const book = await api.request('DELETE', `${urlOf('phonebook')}${phonebook}/`, { token: tokens.admin });
    expect(book.statusCode).toBe(409);
    expect(book.json<{ detail: string }>().detail).toContain('Reception desk');
    const [box] = await idsOf(api.db, 'voicemail_box', groups.acme);
    const withBox = await newDevice({ voicemail_box: box });
    const boxRefused = await api.request('DELETE', `${urlOf('voicemail_box')}${box}/`, { token: tokens.admin });
    expect(boxRefused.statusCode).toBe(409);
    expect(JSON.stringify(boxRefused.json())).toContain(withBox.description);
  });

  it('pushes settings as a job: success marks the device pushed; a device that lost its user fails; none without a user', async () => {
    /** The job's end as v1/jobs/{id}/ shows it. */
    async function ended(job: number) {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const body = (await api.get(`/api/v1/jobs/${job}/`, { token: tokens.admin })).json<{ state: string; error: string | null }>();
        if (body.state === 'succeeded' || body.state === 'failed' || Date.now() > deadline) return body;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const device = await newDevice();
    const failing = await newDevice();
    const res = await api.post(`${DEVICES}${device.id}/push/`, { token: tokens.admin });
    expectAnswer(res, 'POST', `${DEVICES}${device.id}/push/`, 202);
    const { job } = res.json<{ job: number }>();
    const second = (await api.post(`${DEVICES}${failing.id}/push/`, { token: tokens.admin })).json<{ job: number }>().job;
    // The harness's app does not listen, so the jobs wait: the second device loses its user meanwhile.
    expect((await api.request('PATCH', `${DEVICES}${failing.id}/`, { token: tokens.admin, body: { extension: null } })).statusCode).toBe(200);
    const runner = await api.newApp();
    await runner.app.listen({ port: 0, host: '127.0.0.1' });

    expect(await ended(job)).toMatchObject({ state: 'succeeded', error: null });
    const after = (await api.get(`${DEVICES}${device.id}/`, { token: tokens.admin })).json<Device>();
    expect(after.pushed_at).toBeTruthy();
    expect(after.version).toBe(device.version);
    expect(await ended(second)).toEqual(expect.objectContaining({ state: 'failed', error: serverText('device_push_failed') }));

    const refused = await api.post(`${DEVICES}${failing.id}/push/`, { token: tokens.admin });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: serverText('device_no_extension') });
  });

  it('answers a phone its configuration with its MAC address and secret, and records the fetch', async () => {
    const device = await newDevice({ mac_address: '00:15:65:12:34:AB', second_call_waiting: true });
    await api.request('PUT', layoutUrl(device.id), {
      token: tokens.admin,
      body: { buttons: [{ position: 2, type: 'blf', name: 'Umar', value: '202', label: 'Umar "U" User' }, { module: 0, page: 2, position: 1, type: 'toggle', name: 'Night', value: '11' }] },
    });
    const made = await api.post(`${DEVICES}${device.id}/provisioning_secret/`, { token: tokens.admin });
    expectAnswer(made, 'POST', `${DEVICES}${device.id}/provisioning_secret/`, 200);
    const { username, secret, url } = made.json<{ username: string; secret: string; url: string }>();
    expect(url).toMatch(/\/api\/v1\/provisioning\/0015651234ab\.cfg$/);
    expect(username).toBe('0015651234ab');
    const stored = await api.db.query<{ secret_hash: string }>('SELECT secret_hash FROM device_provisioning WHERE device_id = $1', [device.id]);
    expect(stored[0].secret_hash).not.toContain(secret);

    const file = '/api/v1/provisioning/0015651234ab.cfg';
    const none = await api.get(file);
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Basic/);
    expect((await api.get(file, { headers: { authorization: basic(username, 'wrong') } })).statusCode).toBe(401);
    expect((await api.get('/api/v1/provisioning/0015651234ac.cfg', { headers: { authorization: basic(username, secret) } })).statusCode).toBe(401);
    // A file the phone does not read is a 404 once it is known; its vendor's format is tests/api/provisioning.test.ts's.
    expect((await api.get('/api/v1/provisioning/nonsense.cfg', { headers: { authorization: basic(username, secret) } })).statusCode).toBe(404);

    const res = await api.get(file, { headers: { authorization: basic('00-15-65-12-34-ab', secret) } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('#!version:1.0.0.1');
    expect(lines).toContain('account.1.user_name = 204');
    expect(lines).toContain('call_waiting.enable = 1');
    expect(lines).toContain('linekey.2.type = 16');
    expect(lines).toContain('linekey.2.label = Umar "U" User');
    expect(lines).toContain('linekey.10.value = ##11');
    expect(lines).toContain('remote_phonebook.data.1.url = http://localhost:80/api/v1/provisioning/0015651234ab-directory.xml');

    // Its directory: the group's extensions (whole group), then its phonebook's contacts, with the same credentials.
    const directory = await api.get('/api/v1/provisioning/0015651234ab-directory.xml', { headers: { authorization: basic(username, secret) } });
    expect(directory.statusCode, directory.body).toBe(200);
    expect(directory.headers['content-type']).toMatch(/^application\/xml/);
    expect(directory.body).toContain('<Name>Chloé Dubois</Name>\n    <Telephone>204</Telephone>');
    expect((await api.get('/api/v1/provisioning/0015651234ab-directory.xml', { headers: { authorization: basic(username, 'wrong') } })).statusCode).toBe(401);

    const seen = (await api.get(`${DEVICES}${device.id}/`, { token: tokens.admin })).json<Device>();
    expect(Date.now() - Date.parse(seen.last_update!)).toBeLessThan(60_000);
    expect(seen.stale).toBe(false);
    expect(device.stale).toBe(true);

    // A new secret replaces the old one at once.
    await api.post(`${DEVICES}${device.id}/provisioning_secret/`, { token: tokens.admin });
    expect((await api.get(file, { headers: { authorization: basic(username, secret) } })).statusCode).toBe(401);
  });
});

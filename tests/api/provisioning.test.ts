import { beforeAll, describe, expect, it } from 'vitest';
import { XMLValidator } from 'fast-xml-parser';
import { readSipAccount } from '../../server/sip/accounts.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, idsOf, urlOf } from './helpers/records.ts';

const DEVICES = urlOf('device');
const FILES = '/api/v1/provisioning/';
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** Each catalogue model, the files its phone reads (MAC written as MAC, or MACU in capitals) and one it does not. */
const MODELS: { model: string; type: string; modules?: number; files: string[]; unused: string[] }[] = [
  { model: 'yealink_t54w', type: 'desk_phone', modules: 3, files: ['y000000000000.boot', 'y000000000096.cfg', 'MAC.cfg', 'MAC-directory.xml'], unused: ['y000000000108.cfg', 'MAC.xml'] },
  { model: 'yealink_t58w', type: 'desk_phone', files: ['y000000000150.cfg', 'MAC.cfg'], unused: ['MAC-phone.cfg'] },
  { model: 'yealink_t46u', type: 'desk_phone', files: ['y000000000108.cfg', 'MAC.cfg'], unused: ['cfgMAC.xml'] },
  { model: 'yealink_t31g', type: 'desk_phone', files: ['y000000000123.cfg', 'MAC.cfg'], unused: ['y000000000096.cfg'] },
  { model: 'yealink_w73h', type: 'hand_held', files: ['y000000000146.cfg', 'MAC.cfg', 'MAC-directory.xml'], unused: ['MAC.xml'] },
  { model: 'snom_d785', type: 'desk_phone', modules: 3, files: ['snomD785-MACU.htm', 'MAC.xml', 'MAC-directory.xml'], unused: ['MAC.cfg'] },
  { model: 'snom_d735', type: 'desk_phone', files: ['snomD735-MACU.htm', 'MAC.xml'], unused: ['snomD785-MACU.htm'] },
  { model: 'poly_vvx_450', type: 'desk_phone', modules: 3, files: ['MAC.cfg', 'MAC-phone.cfg', 'MAC-directory.xml'], unused: ['MAC.xml'] },
  { model: 'poly_vvx_250', type: 'desk_phone', files: ['MAC.cfg', 'MAC-phone.cfg', 'MAC-directory.xml'], unused: ['MAC-license.cfg'] },
  { model: 'grandstream_ht802', type: 'ata', files: ['cfgMAC.xml'], unused: ['MAC-directory.xml', 'cfgMAC'] },
  { model: 'grandstream_ht814', type: 'ata', files: ['cfgMAC.xml'], unused: ['MAC.cfg'] },
  { model: 'gigaset_r700h', type: 'hand_held', files: ['MAC.xml', 'MAC-directory.xml'], unused: ['MAC.cfg'] },
  { model: 'gigaset_sl800h', type: 'hand_held', files: ['MAC.xml'], unused: ['cfgMAC.xml'] },
];

describe.each(databases())('provisioning on $name', (kind) => {
  const api = useSeededApp(kind);
  let tokens: Awaited<ReturnType<typeof demoOf>>['tokens'];
  let groups: Awaited<ReturnType<typeof demoOf>>['groups'];
  let extensions: number[];
  let next = 0x40;
  /** Each test's own client address, so that one test's refusals do not throttle another's. */
  let address = 10;

  beforeAll(async () => {
    ({ tokens, groups } = await demoOf(api));
    extensions = await idsOf(api.db, 'extension', groups.acme);
  });

  /** A new device of Acme with its provisioning secret. */
  async function provisioned(model: string, type: string, overrides: Record<string, unknown> = {}, token = tokens.admin) {
    const mac = `0015651100${(next++).toString(16).padStart(2, '0')}`;
    const body = { description: `Prov ${model} ${mac}`, type, model, mac_address: mac, extension: extensions[3], ...overrides };
    const created = await api.post(DEVICES, { token, body });
    expect(created.statusCode, created.body).toBe(201);
    const device = created.json<{ id: number }>();
    const made = await api.post(`${DEVICES}${device.id}/provisioning_secret/`, { token });
    const { username, secret, url } = made.json<{ username: string; secret: string; url: string }>();
    return { id: device.id, mac, username, secret, url, auth: { authorization: basic(username, secret) } };
  }
  const fileName = (file: string, mac: string) => file.replace('MACU', mac.toUpperCase()).replace('MAC', mac);

  it.each(MODELS)('answers a $model the files it reads, with its account, and 404 for the files it does not', async ({ model, type, modules, files, unused }) => {
    const phone = await provisioned(model, type, modules ? { expansion_modules: modules } : {});
    const account = (await readSipAccount(api.db, extensions[3]))!;
    const remoteAddress = `10.1.0.${address++}`;
    let withPassword = 0;
    for (const file of files) {
      const res = await api.get(`${FILES}${fileName(file, phone.mac)}`, { headers: phone.auth, remoteAddress });
      expect(res.statusCode, `${file}: ${res.body}`).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      if (String(res.headers['content-type']).startsWith('application/xml')) expect(XMLValidator.validate(res.body), file).toBe(true);
      else expect(res.body.split('\n')[0]).toBe('#!version:1.0.0.1');
      if (res.body.includes(account.password)) withPassword++;
    }
    expect(withPassword).toBeGreaterThan(0);
    expect(phone.url.endsWith(`/api/v1/provisioning/${fileName(files.find((f) => f.includes('MAC') && !f.includes('directory') && !f.startsWith('snom'))!, phone.mac)}`)).toBe(true);
    for (const file of unused) {
      const res = await api.get(`${FILES}${fileName(file, phone.mac)}`, { headers: phone.auth, remoteAddress });
      expect(res.statusCode, file).toBe(404);
    }
  });

  it('writes the account as the SIP accounts module answers it, and the keys of three expansion modules', async () => {
    const phone = await provisioned('yealink_t54w', 'desk_phone', { expansion_modules: 3 });
    const blf = (module: number, position: number) => ({ module, page: 1, position, type: 'blf', name: 'Alice Admin', value: `20${module}`, label: `Alice ${module}` });
    const saved = await api.request('PUT', `${DEVICES}${phone.id}/dss_buttons/`, {
      token: tokens.admin,
      body: { buttons: [blf(0, 1), blf(1, 1), blf(2, 1), blf(3, 20), { page: 2, position: 1, type: 'toggle', name: 'Night', value: '11' }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const account = (await readSipAccount(api.db, extensions[3]))!;
    const res = await api.get(`${FILES}${phone.mac}.cfg`, { headers: phone.auth });
    const lines = new Set(res.body.split('\n'));
    for (const line of [
      `account.1.user_name = ${account.username}`, `account.1.auth_name = ${account.authName}`, `account.1.password = ${account.password}`,
      `account.1.sip_server.1.address = ${account.domain}`, 'account.1.outbound_proxy.1.address = 127.0.0.1', 'account.1.sip_server.1.port = 5060',
      'linekey.1.type = 16', 'linekey.1.value = 200', 'linekey.10.value = ##11',
      'expansion_module.1.key.1.value = 201', 'expansion_module.2.key.1.value = 202', 'expansion_module.3.key.20.value = 203',
    ]) expect(lines.has(line), line).toBe(true);
    expect(res.body).toMatch(/^auto_provision\.repeat\.minutes = \d+$/m);
  });

  it('never shows the SIP password in any other answer', async () => {
    const phone = await provisioned('snom_d785', 'desk_phone');
    await api.request('PUT', `${DEVICES}${phone.id}/dss_buttons/`, { token: tokens.admin, body: { buttons: [{ position: 1, type: 'blf', name: 'X', value: '201' }] } });
    const account = (await readSipAccount(api.db, extensions[3]))!;
    const answers = await Promise.all([
      api.get(`${DEVICES}?page_size=100`, { token: tokens.admin }),
      api.get(`${DEVICES}${phone.id}/`, { token: tokens.admin }),
      api.get(`${urlOf('dss_button')}?device=${phone.id}`, { token: tokens.admin }),
      api.get(`${urlOf('extension')}${extensions[3]}/`, { token: tokens.admin }),
      api.get(`${urlOf('extension')}?page_size=100`, { token: tokens.admin }),
      api.post(`${DEVICES}${phone.id}/provisioning_secret/`, { token: tokens.admin }),
    ]);
    const pushed = await api.post(`${DEVICES}${phone.id}/push/`, { token: tokens.admin });
    answers.push(pushed, await api.get(`/api/v1/jobs/${pushed.json<{ job: number }>().job}/`, { token: tokens.admin }));
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(res.body).not.toContain(account.password);
    }
  });

  it('answers one and the same 401 to every refusal, and throttles a client that keeps failing', async () => {
    const phone = await provisioned('yealink_t46u', 'desk_phone');
    const other = await provisioned('yealink_t46u', 'desk_phone', {});
    const foreign = await provisioned('snom_d735', 'desk_phone', { extension: null }, tokens.reseller);
    const remoteAddress = '10.2.0.1';
    const refusals = [
      api.get(`${FILES}${phone.mac}.cfg`, { remoteAddress }),
      api.get(`${FILES}${phone.mac}.cfg`, { headers: { authorization: basic(phone.username, 'wrong') }, remoteAddress }),
      api.get(`${FILES}${phone.mac}.cfg`, { headers: { authorization: 'Bearer x' }, remoteAddress }),
      api.get(`${FILES}${phone.mac}.cfg`, { headers: { authorization: basic('001565ffffff', phone.secret) }, remoteAddress }),
      // Another device's file, of this group or another, with this phone's own credentials.
      api.get(`${FILES}${other.mac}.cfg`, { headers: phone.auth, remoteAddress }),
      api.get(`${FILES}${foreign.mac}.xml`, { headers: phone.auth, remoteAddress }),
      api.get(`${FILES}snomD735-${foreign.mac.toUpperCase()}.htm`, { headers: phone.auth, remoteAddress }),
      // Another group's credentials for this phone's file.
      api.get(`${FILES}${phone.mac}.cfg`, { headers: foreign.auth, remoteAddress }),
    ];
    const answers = [];
    for (const request of refusals) answers.push(await request);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Basic realm="provisioning"/);
      expect(res.body).toBe(answers[0].body);
    }
    // 20 refusals a window; this client has 8, then it waits.
    for (let i = 0; i < 12; i++) await api.get(`${FILES}${phone.mac}.cfg`, { remoteAddress });
    const throttled = await api.get(`${FILES}${phone.mac}.cfg`, { headers: phone.auth, remoteAddress });
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await api.get(`${FILES}${phone.mac}.cfg`, { headers: phone.auth, remoteAddress: '10.2.0.2' })).statusCode).toBe(200);
  });

  it('answers 401 to traversal without credentials and 404 with them, never another file', async () => {
    const phone = await provisioned('poly_vvx_450', 'desk_phone');
    const remoteAddress = '10.3.0.1';
    for (const path of ['..%2F..%2Fpackage.json', '%2e%2e%2f' + phone.mac + '.cfg', `..%5C${phone.mac}.cfg`, `${phone.mac}.cfg%2F..%2F..`, 'x'.repeat(100)]) {
      const anonymous = await api.get(`${FILES}${path}`, { remoteAddress: '10.3.0.2' });
      expect(anonymous.statusCode, path).toBe(401);
      const res = await api.get(`${FILES}${path}`, { headers: phone.auth, remoteAddress });
      expect([404, 401], path).toContain(res.statusCode);
      expect(res.body).not.toContain('PHONE_CONFIG');
    }
    expect((await api.get(`${FILES}../../package.json`, { headers: phone.auth, remoteAddress })).statusCode).toBe(404);
    // MAC addresses in any form in the user name, as before.
    expect((await api.get(`${FILES}${phone.mac}.cfg`, { headers: { authorization: basic(phone.mac.toUpperCase().replace(/(..)(?!$)/g, '$1-'), phone.secret) }, remoteAddress })).statusCode).toBe(200);
    expect((await api.get(`${FILES}${phone.mac.toUpperCase()}-phone.cfg`, { headers: phone.auth, remoteAddress })).statusCode).toBe(200);
  });

  it('answers what the phone’s User-Agent asks: its vendor’s file, 404 to another vendor’s phone, 401 to another MAC', async () => {
    const phone = await provisioned('poly_vvx_450', 'desk_phone');
    const remoteAddress = '10.4.0.1';
    const get = (file: string, userAgent: string) => api.get(`${FILES}${file}`, { headers: { ...phone.auth, 'user-agent': userAgent }, remoteAddress });
    const poly = await get(`${phone.mac}.cfg`, `FileTransport PolycomVVX-VVX_450-UA/5.9.1.0615 (SN:${phone.mac}) Type/Application`);
    expect(poly.statusCode).toBe(200);
    expect(poly.body).toContain(`CONFIG_FILES="${phone.mac}-phone.cfg"`);
    // A Yealink given this Poly's MAC and secret asks for the same <mac>.cfg: not a file it could read.
    const yealink = await get(`${phone.mac}.cfg`, `Yealink SIP-T54W 96.86.0.100 ${phone.mac.replace(/(..)(?!$)/g, '$1:')}`);
    expect(yealink.statusCode).toBe(404);
    expect(yealink.body).not.toContain('APPLICATION');
    // A phone whose own firmware names another MAC address is refused like a file naming one.
    const other = await get(`${phone.mac}.cfg`, 'FileTransport PolycomVVX-VVX_450-UA/5.9.1.0615 (SN:0004f2ffffff) Type/Application');
    expect(other.statusCode).toBe(401);
    // Any client the vendors' forms do not describe is answered by the path alone, however long its User-Agent.
    expect((await get(`${phone.mac}-phone.cfg`, 'curl/8.5.0')).statusCode).toBe(200);
    expect((await get(`${phone.mac}-phone.cfg`, `Yealink ${'SIP-T54W '.repeat(2000)}`)).statusCode).toBe(404);
    expect((await get(`${phone.mac}-phone.cfg`, `${'x'.repeat(20_000)} Yealink SIP-T54W 96.86.0.100`)).statusCode).toBe(200);
  });

  it('records a configuration fetch as the device’s last update, not a directory fetch', async () => {
    const phone = await provisioned('gigaset_sl800h', 'hand_held');
    await api.get(`${FILES}${phone.mac}-directory.xml`, { headers: phone.auth });
    const before = (await api.get(`${DEVICES}${phone.id}/`, { token: tokens.admin })).json<{ last_update: string | null; stale: boolean }>();
    expect(before.last_update ?? null).toBeNull();
    expect((await api.get(`${FILES}${phone.mac}.xml`, { headers: phone.auth })).statusCode).toBe(200);
    const after = (await api.get(`${DEVICES}${phone.id}/`, { token: tokens.admin })).json<{ last_update: string | null; stale: boolean }>();
    expect(Date.now() - Date.parse(after.last_update!)).toBeLessThan(60_000);
    expect(after.stale).toBe(false);
  });
});

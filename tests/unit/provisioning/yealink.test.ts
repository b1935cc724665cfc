import { describe, expect, it } from 'vitest';
import { documented, numbered, parseXml, renderFile, yealinkLines } from './formats.ts';
import { HOSTILE_NAME, PASSWORD } from './fixedInput.ts';

const KEYS = documented('yealink', 'documented-keys.txt');
const TYPES = documented('yealink', 'key-types.txt');
const COMMON = { yealink_t54w: 'y000000000096.cfg', yealink_t58w: 'y000000000150.cfg', yealink_t46u: 'y000000000108.cfg', yealink_t31g: 'y000000000123.cfg', yealink_w73h: 'y000000000146.cfg' };

describe('Yealink files', () => {
  describe.each(Object.entries(COMMON))('%s', (model, common) => {
    it('answers the boot file, its common file and <mac>.cfg, each a .cfg of documented keys only', () => {
      for (const file of ['y000000000000.boot', common, 'MAC.cfg']) {
        const keys = yealinkLines(renderFile(model, file, model === 'yealink_t31g' || model === 'yealink_w73h' ? 0 : 3)!);
        for (const key of keys.keys()) expect(KEYS.has(numbered(key)), `${file}: ${key} is not documented`).toBe(true);
      }
      expect(renderFile(model, 'y000000000000.boot')).toContain(`include:config "${common}"`);
    });

    it('writes the account, language, zone and a re-fetch under 24 hours', () => {
      const keys = yealinkLines(renderFile(model, 'MAC.cfg')!);
      expect(keys.get('account.1.user_name')).toBe('204');
      expect(keys.get('account.1.auth_name')).toBe('7x204');
      expect(keys.get('account.1.password')).toBe(PASSWORD);
      expect(keys.get('account.1.sip_server.1.address')).toBe('acme.example.net');
      expect(keys.get('account.1.sip_server.1.port')).toBe('5060');
      expect(keys.get('account.1.sip_server.1.transport_type')).toBe('0');
      expect(keys.get('account.1.outbound_proxy.1.address')).toBe('sip.example.net');
      expect(keys.get('lang.gui')).toBe('Dutch');
      expect(keys.get('local_time.time_zone')).toBe('+1');
      expect(keys.get('local_time.time_zone_name')).toBe('Belgium(Brussels)');
      const minutes = Number(keys.get('auto_provision.repeat.minutes'));
      expect(minutes).toBeGreaterThan(0);
      expect(minutes).toBeLessThan(24 * 60);
    });

    it('keeps a name with a line break on its one line', () => {
      const body = renderFile(model, 'MAC.cfg')!;
      const keys = yealinkLines(body);
      expect(keys.get('account.1.display_name')).toBe(HOSTILE_NAME.replace('\n', ' '));
      expect(body.split('\n').filter((l) => l.startsWith('linekey.1.value')).length).toBeLessThanOrEqual(1);
    });

    it('answers 404 (undefined) for another model’s common file and unknown names', () => {
      const other = Object.values(COMMON).find((c) => c !== common)!;
      expect(renderFile(model, other)).toBeUndefined();
      expect(renderFile(model, 'MAC-local.cfg')).toBeUndefined();
      expect(renderFile(model, 'MAC.xml')).toBeUndefined();
    });

    it('answers the directory as YealinkIPPhoneDirectory XML', () => {
      const xml = parseXml(renderFile(model, 'MAC-directory.xml')!) as { YealinkIPPhoneDirectory: { DirectoryEntry: { Name: string; Telephone: string }[] } };
      expect(xml.YealinkIPPhoneDirectory.DirectoryEntry).toEqual([
        { Name: 'Chloé Dubois', Telephone: '204' },
        { Name: HOSTILE_NAME.replace('\n', ' '), Telephone: '+3225880199' },
      ]);
    });
  });

  it('writes desk phone keys as Yealink key types: BLF 16, speed dial 13, a toggle as speed dial to ##shortcode, cleared keys 0', () => {
    const keys = yealinkLines(renderFile('yealink_t54w', 'MAC.cfg')!);
    expect([keys.get('linekey.1.type'), keys.get('linekey.1.value'), keys.get('linekey.1.label')]).toEqual(['16', '201', 'Alice']);
    expect([keys.get('linekey.2.type'), keys.get('linekey.2.value')]).toEqual(['13', '+3292231122']);
    // Page 2, key 1 of a 9-key page is line key 10.
    expect([keys.get('linekey.10.type'), keys.get('linekey.10.value'), keys.get('linekey.10.label')]).toEqual(['13', '##11', 'Night']);
    expect(keys.get('linekey.27.type')).toBe('0');
    expect(keys.has('linekey.28.type')).toBe(false);
    for (const [key, value] of keys) if (/\.type$/.test(key)) expect(TYPES.has(value)).toBe(true);
  });

  it('writes each of three expansion modules’ keys', () => {
    const keys = yealinkLines(renderFile('yealink_t54w', 'MAC.cfg', 3)!);
    for (const module of [1, 2, 3]) {
      expect(keys.get(`expansion_module.${module}.key.1.type`)).toBe('16');
      expect(keys.get(`expansion_module.${module}.key.1.value`)).toBe(`30${module - 1}`);
      // Page 2, key 3 of a 20-key page is key 23.
      expect(keys.get(`expansion_module.${module}.key.23.value`)).toBe(`40${module - 1}`);
      expect(keys.get(`expansion_module.${module}.key.60.type`)).toBe('0');
    }
    expect(keys.has('expansion_module.4.key.1.type')).toBe(false);
  });

  it('gives the W73H handset its account through the W70B base, without desk phone keys', () => {
    const keys = yealinkLines(renderFile('yealink_w73h', 'MAC.cfg')!);
    expect(keys.get('handset.1.incoming_lines')).toBe('1');
    expect([...keys.keys()].some((k) => k.startsWith('linekey.'))).toBe(false);
  });

  it('turns the account off when the device has no user', () => {
    const keys = yealinkLines(renderFile('yealink_t46u', 'MAC.cfg', 0, (input) => { input.account = undefined; })!);
    expect(keys.get('account.1.enable')).toBe('0');
    expect(keys.has('account.1.password')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { documented, parseXml, renderFile } from './formats.ts';
import { HOSTILE_NAME, PASSWORD } from './fixedInput.ts';

const KEYS = documented('snom', 'documented-keys.txt');
type Settings = { settings: { 'phone-settings': Record<string, unknown>; functionKeys: { fkey: { '@idx': string; '@label': string; '#text'?: string }[] } } };
const text = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { '#text'?: string })['#text'] ?? '' : String(value));

describe.each([['snom_d785', 'snomD785-MAC.htm', 48], ['snom_d735', 'snomD735-MAC.htm', 32]] as const)('Snom %s', (model, htm, own) => {
  it('answers snom<model>-<MAC>.htm, snom<model>.htm and <mac>.xml with the same settings XML of documented settings only', () => {
    const body = renderFile(model, 'MAC.xml', 3)!;
    expect(renderFile(model, htm.replace('MAC', '805EC0210A01'), 3)).toBe(body);
    expect(renderFile(model, htm.replace('-MAC', ''), 3)).toBe(body);
    const xml = parseXml(body) as Settings;
    for (const name of Object.keys(xml.settings['phone-settings']).filter((n) => !n.startsWith('@'))) expect(KEYS.has(name), `${name} is not documented`).toBe(true);
    expect(KEYS.has('fkey')).toBe(true);
  });

  it('writes the account, language, zone and a re-fetch under 24 hours', () => {
    const settings = (parseXml(renderFile(model, 'MAC.xml')!) as Settings).settings['phone-settings'];
    expect(text(settings.user_name)).toBe('204');
    expect(text(settings.user_pname)).toBe('7x204');
    expect(text(settings.user_pass)).toBe(PASSWORD);
    expect(text(settings.user_host)).toBe('acme.example.net');
    expect(text(settings.user_outbound)).toBe('sip.example.net:5060;transport=udp');
    expect(text(settings.user_realname)).toBe(HOSTILE_NAME.replace('\n', ' '));
    expect(text(settings.language)).toBe('Nederlands');
    expect(text(settings.timezone)).toBe('BEL+1');
    expect(Number(text(settings.settings_refresh_timer))).toBeLessThan(24 * 3600);
    expect(text(settings.dkey_directory)).toMatch(/^url https:\/\/805ec0210a01:device-secret@pbx\.example\.net\/api\/v1\/provisioning\/805ec0210a01-directory\.xml$/);
  });

  it('writes keys as Snom function keys (blf <sip:…>, speed …, a toggle as speed ##shortcode) and each of three modules’ keys after the phone’s', () => {
    const keys = (parseXml(renderFile(model, 'MAC.xml', 3)!) as Settings).settings.functionKeys.fkey;
    const at = (idx: number) => keys.find((k) => k['@idx'] === String(idx));
    expect(at(0)?.['#text']).toBe('blf <sip:201@acme.example.net>');
    expect(at(1)?.['#text']).toBe('speed +3292231122');
    expect(at(model === 'snom_d785' ? 12 : 8)?.['#text']).toBe('speed ##11');
    expect(at(2)?.['#text']).toBe('none');
    for (const module of [0, 1, 2]) {
      expect(at(own + module * 18)).toMatchObject({ '#text': `blf <sip:30${module}@acme.example.net>`, '@label': `Module ${module + 1}` });
    }
    expect(keys).toHaveLength(own + 3 * 18);
  });

  it('answers the directory as SnomIPPhoneDirectory XML, and 404 (undefined) for files a Snom does not read', () => {
    const xml = parseXml(renderFile(model, 'MAC-directory.xml')!) as { SnomIPPhoneDirectory: { DirectoryEntry: { Name: string; Telephone: string }[] } };
    expect(xml.SnomIPPhoneDirectory.DirectoryEntry.map((e) => e.Name)).toEqual(['Chloé Dubois', HOSTILE_NAME.replace('\n', ' ')]);
    expect(renderFile(model, 'MAC.cfg')).toBeUndefined();
    expect(renderFile(model, 'snomD999-MAC.htm')).toBeUndefined();
  });
});

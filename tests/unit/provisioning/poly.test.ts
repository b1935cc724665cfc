import { describe, expect, it } from 'vitest';
import { documented, numbered, parseXml, renderFile } from './formats.ts';
import { HOSTILE_NAME, PASSWORD } from './fixedInput.ts';

const KEYS = documented('poly', 'documented-keys.txt');
const MASTER = documented('poly', 'master-attributes.txt');
type Attributes = Record<string, string>;

/** Every attribute of every element under <PHONE_CONFIG>. */
function settingsOf(body: string): Attributes {
  const xml = parseXml(body) as { PHONE_CONFIG: Record<string, Attributes> };
  return Object.assign({}, ...Object.values(xml.PHONE_CONFIG));
}
const name = (attribute: string) => attribute.slice(1);

describe.each(['poly_vvx_450', 'poly_vvx_250'])('Poly %s', (model) => {
  it('answers the master <mac>.cfg naming <mac>-phone.cfg, with documented attributes only', () => {
    const xml = parseXml(renderFile(model, 'MAC.cfg')!) as { APPLICATION: Attributes };
    for (const attribute of Object.keys(xml.APPLICATION)) expect(MASTER.has(name(attribute))).toBe(true);
    expect(xml.APPLICATION['@CONFIG_FILES']).toBe('805ec0210a01-phone.cfg');
  });

  it('answers <mac>-phone.cfg as <PHONE_CONFIG> of documented parameters: account, language, zone, re-fetch', () => {
    const settings = settingsOf(renderFile(model, 'MAC-phone.cfg', model === 'poly_vvx_450' ? 3 : 0)!);
    for (const attribute of Object.keys(settings)) expect(KEYS.has(numbered(name(attribute))), `${attribute} is not documented`).toBe(true);
    expect(settings['@reg.1.address']).toBe('204@acme.example.net');
    expect(settings['@reg.1.auth.userId']).toBe('7x204');
    expect(settings['@reg.1.auth.password']).toBe(PASSWORD);
    expect(settings['@reg.1.displayName']).toBe(HOSTILE_NAME.replace('\n', ' '));
    expect(settings['@reg.1.server.1.transport']).toBe('UDPOnly');
    expect(settings['@lcl.ml.lang']).toBe('Dutch_Netherlands');
    expect(settings['@tcpIpApp.sntp.gmtOffset']).toBe('3600');
    expect(Number(settings['@prov.polling.period'])).toBeLessThan(24 * 3600);
  });

  it('writes BLF keys as attendant resources and speed dials (a toggle as ##shortcode) as speed-dial contacts of the directory', () => {
    const settings = settingsOf(renderFile(model, 'MAC-phone.cfg')!);
    expect(settings['@attendant.resourceList.1.address']).toBe('201@acme.example.net');
    expect(settings['@attendant.resourceList.1.type']).toBe('normal');
    const xml = parseXml(renderFile(model, 'MAC-directory.xml')!) as { directory: { item_list: { item: { fn: string; ct: string; sd?: string }[] } } };
    const items = xml.directory.item_list.item;
    expect(items.filter((i) => i.sd).map((i) => i.ct)).toEqual(['+3292231122']);
    expect(items.filter((i) => !i.sd).map((i) => i.fn)).toEqual(['Chloé Dubois', HOSTILE_NAME.replace('\n', ' ')]);
  });

  it('answers 404 (undefined) for files a Poly does not read', () => {
    expect(renderFile(model, 'MAC.xml')).toBeUndefined();
    expect(renderFile(model, '000000000000.cfg')).toBeUndefined();
  });
});

it('gives each of three EM50 modules’ keys after the VVX 450’s own', () => {
  const settings = settingsOf(renderFile('poly_vvx_450', 'MAC-phone.cfg', 3)!);
  expect([2, 3, 4].map((n) => settings[`@attendant.resourceList.${n}.address`])).toEqual(['300@acme.example.net', '301@acme.example.net', '302@acme.example.net']);
  const xml = parseXml(renderFile('poly_vvx_450', 'MAC-directory.xml', 3)!) as { directory: { item_list: { item: { ct: string; sd?: string }[] } } };
  expect(xml.directory.item_list.item.filter((i) => i.sd).map((i) => i.ct)).toEqual(['+3292231122', '400', '401', '402']);
});

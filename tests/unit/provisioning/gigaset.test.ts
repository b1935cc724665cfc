import { describe, expect, it } from 'vitest';
import { documented, numbered, parseXml, renderFile } from './formats.ts';
import { HOSTILE_NAME, PASSWORD } from './fixedInput.ts';

const KEYS = documented('gigaset', 'documented-keys.txt');
type Param = { '@name': string; '@value': string };
type Provisioning = { provisioning: { '@productID': string; nvm: { param: Param[]; oper: { '@name': string; param: Param[] } } } };

describe.each(['gigaset_r700h', 'gigaset_sl800h'])('Gigaset %s through its base', (model) => {
  it('answers the base’s <mac>.xml as <provisioning><nvm> of documented parameters only', () => {
    const xml = parseXml(renderFile(model, 'MAC.xml')!) as Provisioning;
    const params = [...xml.provisioning.nvm.param, ...xml.provisioning.nvm.oper.param];
    for (const param of params) expect(KEYS.has(numbered(param['@name'])), `${param['@name']} is not documented`).toBe(true);
    expect(xml.provisioning.nvm.oper['@name']).toBe('add_hs');
  });

  it('writes the handset’s account, the provider, the time zone and a re-fetch under 24 hours', () => {
    const params = new Map((parseXml(renderFile(model, 'MAC.xml')!) as Provisioning).provisioning.nvm.param.map((p) => [p['@name'], p['@value']]));
    expect(params.get('SipAccount.00001.UserName')).toBe('204');
    expect(params.get('SipAccount.00001.AuthName')).toBe('7x204');
    expect(params.get('SipAccount.00001.AuthPassword')).toBe(PASSWORD);
    expect(params.get('SipAccount.00001.DisplayName')).toBe(HOSTILE_NAME.replace('\n', ' '));
    expect(params.get('SipProvider.0.Domain')).toBe('acme.example.net');
    expect(params.get('SipProvider.0.RegServerAddress')).toBe('sip.example.net');
    expect(params.get('SipProvider.0.TransportProtocol')).toBe('1');
    expect(params.get('DmGlobal.0.TimeZone')).toBe('Europe/Brussels');
    // Seconds, within the 24 hours after which the portal calls a device stale, and not under Gigaset's 1800.
    expect(Number(params.get('Provisioning.global.Period'))).toBe(6 * 3600);
    expect(Number(renderFile(model, 'MAC.xml', 0, (input) => (input.resyncSeconds = 60))!.match(/Provisioning\.global\.Period" value="(\d+)"/)![1])).toBe(1800);
  });

  it('answers the directory as Gigaset’s XML phonebook, and 404 (undefined) for other files', () => {
    const xml = parseXml(renderFile(model, 'MAC-directory.xml')!) as { list: { '@total': string; entry: { ln: string; hm: string }[] } };
    expect(xml.list['@total']).toBe('2');
    expect(xml.list.entry.map((e) => e.ln)).toEqual(['Chloé Dubois', HOSTILE_NAME.replace('\n', ' ')]);
    expect(renderFile(model, 'MAC.cfg')).toBeUndefined();
  });
});

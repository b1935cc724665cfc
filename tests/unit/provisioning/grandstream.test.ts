import { describe, expect, it } from 'vitest';
import { documented, parseXml, renderFile } from './formats.ts';
import { HOSTILE_NAME, PASSWORD } from './fixedInput.ts';

type Provision = { gs_provision: { mac: string; config: Record<string, string> } };

describe.each([['grandstream_ht802', 'ht802.txt', { user: 'P35', auth: 'P36', password: 'P34', name: 'P3' }], ['grandstream_ht814', 'ht814.txt', { user: 'P4060', auth: 'P4090', password: 'P4120', name: 'P4180' }]] as const)(
  'Grandstream %s',
  (model, list, p) => {
    const values = documented('grandstream', list);

    it('answers cfg<mac>.xml as <gs_provision> of documented P-values only', () => {
      const xml = parseXml(renderFile(model, 'cfgMAC.xml')!) as Provision;
      expect(xml.gs_provision.mac).toBe('805ec0210a01');
      for (const key of Object.keys(xml.gs_provision.config).filter((k) => !k.startsWith('@'))) expect(values.has(key), `${key} is not documented`).toBe(true);
    });

    it('writes the account, the zone and a re-fetch under 24 hours', () => {
      const config = (parseXml(renderFile(model, 'cfgMAC.xml')!) as Provision).gs_provision.config;
      expect(config[p.user]).toBe('204');
      expect(config[p.auth]).toBe('7x204');
      expect(config[p.password]).toBe(PASSWORD);
      expect(config[p.name]).toBe(HOSTILE_NAME.replace('\n', ' '));
      expect(config.P47).toBe('acme.example.net');
      expect(config.P130).toBe('0');
      expect(config.P246).toBe('<+01>-1<+02>,M3.5.0/2,M10.5.0/3');
      expect(config.P194).toBe('3');
      expect(Number(config.P193)).toBeLessThan(24 * 60);
      expect(config.P237).toBe('pbx.example.net/api/v1/provisioning');
    });

    it('answers 404 (undefined) for the directory and other files: an adapter has neither keys nor a directory', () => {
      expect(renderFile(model, 'MAC-directory.xml')).toBeUndefined();
      expect(renderFile(model, 'cfgMAC')).toBeUndefined();
      expect(renderFile(model, 'MAC.cfg')).toBeUndefined();
    });
  },
);

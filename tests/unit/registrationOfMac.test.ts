import { describe, expect, it } from 'vitest';
import { registrationOfMac } from '../../src/resources/extension/registrationOfMac.ts';

describe('registrationOfMac: a device’s own registration among its extension’s', () => {
  const mac = '80:5E:C0:31:00:06';
  it('finds the MAC address in the User-Agent or the Contact, whatever its separators and case', () => {
    expect(registrationOfMac({ user_agent: 'Yealink SIP-T58W 58.86.0.5 80:5e:c0:31:00:06', contact: 'sip:201@192.0.2.7:5060' }, mac)).toBe(true);
    expect(registrationOfMac({ user_agent: 'Yealink SIP-T58W 58.86.0.5 805EC0310006', contact: 'sip:201@192.0.2.7:5060' }, mac)).toBe(true);
    expect(registrationOfMac({ user_agent: 'snom D785', contact: 'sip:805ec0310006@192.0.2.7:5060' }, '80-5e-c0-31-00-06')).toBe(true);
  });
  it('does not take another phone’s, nor match without a whole MAC address', () => {
    expect(registrationOfMac({ user_agent: 'Yealink SIP-T58W 58.86.0.5 805ec0310007', contact: 'sip:201@192.0.2.7:5060' }, mac)).toBe(false);
    expect(registrationOfMac({ user_agent: 'Yealink SIP-T58W', contact: 'sip:201@192.0.2.7:5060' }, mac)).toBe(false);
    expect(registrationOfMac({ user_agent: '', contact: '' }, '')).toBe(false);
    expect(registrationOfMac({ user_agent: '805ec0', contact: '' }, '80:5e:c0')).toBe(false);
  });
});

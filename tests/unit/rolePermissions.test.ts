import { describe, expect, it } from 'vitest';
import { featureOf, mayCallOutside, mayUse, outboundCallerIdOf, type OwnNumbers } from '../../core/callFlow/permissions.ts';

/** The role permissions' rules as routing reads them (core/callFlow/permissions.ts), case by case. */
describe('role permissions', () => {
  it('reads the feature codes of FreeSWITCH’s default dial plan, and nothing else', () => {
    expect(featureOf('*8')).toEqual({ feature: 'pickup' });
    expect(featureOf('**201')).toEqual({ feature: 'intercept', extension: '201' });
    expect(featureOf('*0201')).toEqual({ feature: 'eavesdrop', extension: '201' });
    for (const code of ['*9', '**', '*0', '**20a', '*8201', '*00201x']) expect(featureOf(code), code).toBeUndefined();
  });

  it('allows each feature only with its own toggle, and outside calls unless blocked', () => {
    const all = { unspecific_pickup: true, intercept: true, eavesdrop: true };
    for (const code of ['*8', '**201', '*0201']) {
      const feature = featureOf(code)!;
      expect(mayUse(all, feature)).toBe(true);
      expect(mayUse({}, feature)).toBe(false);
    }
    expect(mayUse({ intercept: true }, featureOf('*0201')!)).toBe(false);
    expect(mayUse({ eavesdrop: 'yes' }, featureOf('*0201')!)).toBe(false);
    expect(mayCallOutside({})).toBe(true);
    expect(mayCallOutside({ block_external_calls: true })).toBe(false);
  });

  it('shows a presented number only with dynamic caller ID and when the user owns it', () => {
    const own: OwnNumbers = { extension: '201', caller_id: '+3225880100', outbound_caller_id: '+3225880101', mobile: '+32475000201', country_code: 'BE', hide_caller_id: false };
    const dynamic = { dynamic_caller_id: true };
    expect(outboundCallerIdOf(own, dynamic, '0475 00 02 01')).toBe('+32475000201');
    expect(outboundCallerIdOf(own, dynamic, '+3225880100')).toBe('+3225880100');
    expect(outboundCallerIdOf(own, dynamic, '+32475999999')).toBe('+3225880101');
    expect(outboundCallerIdOf(own, dynamic, 'anonymous')).toBe('+3225880101');
    expect(outboundCallerIdOf(own, {}, '+32475000201')).toBe('+3225880101');
    expect(outboundCallerIdOf({ ...own, outbound_caller_id: null }, {}, undefined)).toBe('+3225880100');
    expect(outboundCallerIdOf({ ...own, hide_caller_id: true }, dynamic, '+32475000201')).toBe('anonymous');
  });
});

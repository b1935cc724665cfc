import { describe, expect, it } from 'vitest';
import { formatParty, formatPhoneNumber } from '../../core/domain/formats.ts';
import { partyText } from '../../src/custom/callHistory/format.ts';

/**
 * One way to write a phone number on every page (issue 27: voicemail, the call-flow page and
 * the wallboard wrote "+3292231122" where lists wrote "+32 2 555 71 19"): libphonenumber-js's
 * international format; an extension or a short code stays as it is.
 */
describe('a call party as the pages write it', () => {
  it('groups an international number as the lists do', () => {
    expect(formatParty('+3292231122')).toBe('+32 9 223 11 22');
    expect(formatParty('+3292231122')).toBe(formatPhoneNumber('+3292231122'));
    expect(formatParty('+32470558812')).toBe('+32 470 55 88 12');
  });

  it('leaves an extension, a short code and nothing as they are', () => {
    expect(formatParty('203')).toBe('203');
    expect(formatParty('*8')).toBe('*8');
    expect(formatParty('')).toBe('');
    expect(formatParty(null)).toBe('');
  });

  it('is what the call history writes, withheld numbers named', () => {
    expect(partyText('+3225021234', 'Withheld')).toBe('+32 2 502 12 34');
    expect(partyText('', 'Withheld')).toBe('Withheld');
  });
});

import { describe, expect, it } from 'vitest';
import { moneyFormat } from '../../src/i18n/money.ts';

/** Issue 20: one money format for the portal, in the reader's language (portal-overview §9's tags). */
describe('money as the portal writes it', () => {
  // Intl writes a narrow no-break space in some locales: compare with plain spaces.
  const text = (tag: string, use: 'amount' | 'rate', value: number) => moneyFormat(tag, use).format(value).replace(/\s/g, ' ');

  it('writes amounts a person reads in cents, whatever the cost’s own precision', () => {
    expect(text('en-GB', 'amount', 0.9213)).toBe('€0.92');
    expect(text('en-GB', 'amount', 0)).toBe('€0.00');
    expect(text('nl-BE', 'amount', 1234.5)).toBe('€ 1.234,50');
    expect(text('fr-FR', 'amount', 1234.5)).toBe('1 234,50 €');
  });

  it('writes rates to a hundredth of a cent, with at least two decimals', () => {
    expect(text('en-GB', 'rate', 0.029)).toBe('€0.029');
    expect(text('en-GB', 'rate', 0.12345)).toBe('€0.1235');
    expect(text('nl-BE', 'rate', 0.1)).toBe('€ 0,10');
  });
});

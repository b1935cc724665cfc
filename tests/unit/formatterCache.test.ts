import { describe, expect, it } from 'vitest';
import { dateFormatter } from '../../src/i18n/dates.ts';
import { moneyFormat } from '../../src/i18n/money.ts';

describe('the shared formatters', () => {
  it('makes one formatter per language and style, and writes as a new one would', () => {
    const moment = new Date(Date.UTC(2026, 10, 29, 13, 5));
    const first = dateFormatter('nl-BE', 'shortDateTime', 'UTC');
    expect(dateFormatter('nl-BE', 'shortDateTime', 'UTC')).toBe(first);
    expect(dateFormatter('fr-FR', 'shortDateTime', 'UTC')).not.toBe(first);
    expect(dateFormatter('nl-BE', 'shortDateTime', 'Europe/Brussels')).not.toBe(first);
    expect(first.format(moment)).toBe(new Intl.DateTimeFormat('nl-BE', { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23', timeZone: 'UTC' }).format(moment));
    expect(dateFormatter('nl-BE', 'shortDateTime', 'Europe/Brussels').format(moment)).toContain('14:05');
  });

  it('keeps amounts and rates, and currencies, apart', () => {
    expect(moneyFormat('en-GB', 'amount')).toBe(moneyFormat('en-GB', 'amount'));
    expect(moneyFormat('en-GB', 'rate').format(0.01234)).toBe('€0.0123');
    expect(moneyFormat('en-GB', 'amount').format(0.01234)).toBe('€0.01');
    expect(moneyFormat('en-GB', 'amount', 'USD').format(1)).toBe('US$1.00');
  });
});

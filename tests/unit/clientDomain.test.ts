import { describe, expect, it } from 'vitest';
import { domainLabel } from '../../server/areas/clients/createClient.ts';
import { nextSort, orderingOf } from '../../src/custom/clients/clientsQuery.ts';

describe('a new client group\'s domain label', () => {
  it('is the name in lower case, accents dropped, anything else a single hyphen', () => {
    expect(domainLabel('Acme Dental')).toBe('acme-dental');
    expect(domainLabel('  Café Élysée & Co. ')).toBe('cafe-elysee-co');
    expect(domainLabel('Ørsted—Noord Straße')).toBe('orsted-noord-strasse');
  });

  it('is empty for a name without letters or digits (the server then uses "client"), and at most 40 characters', () => {
    expect(domainLabel('東京')).toBe('');
    expect(domainLabel(`${'a'.repeat(39)} bcd`)).toBe('a'.repeat(39));
  });
});

describe('the clients overview\'s sort', () => {
  it('sorts a new column ascending and turns the current one around', () => {
    const byName = { key: 'description' as const, descending: false };
    expect(orderingOf(byName)).toBe('description');
    const turned = nextSort(byName, 'description');
    expect(orderingOf(turned)).toBe('-description');
    expect(orderingOf(nextSort(turned, 'extensions'))).toBe('extensions');
  });
});

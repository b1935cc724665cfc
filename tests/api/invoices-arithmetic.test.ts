import { describe, expect, it } from 'vitest';
import { buildInvoice, buildResellerInvoice, destinationOf, totalsOf } from '../../server/areas/invoice/arithmetic.ts';
import { costOfCall } from '../../server/areas/cdr/cost.ts';
import { pastPeriods, periodDates } from '../../server/areas/invoice/period.ts';
import { vatTreatment } from '../../server/areas/invoice/vat.ts';

/** A call as the call history stores it: its cost from cdr/cost.ts, the one cost function. */
const call = (callee: string, billsec: number) => ({ callee, billsec, cost: costOfCall({ direction: 'outbound', answered: true, billsec, callee }) });

describe('the invoice arithmetic', () => {
  it('names destinations from the group’s country', () => {
    expect(destinationOf('+3225880100', 'BE')).toBe('national_landline');
    expect(destinationOf('+32470123456', 'BE')).toBe('national_mobile');
    expect(destinationOf('+31201234567', 'BE')).toBe('international_landline');
    expect(destinationOf('+31612345678', 'BE')).toBe('international_mobile');
    expect(destinationOf('+881612345678', 'BE')).toBe('other');
  });

  it('bills licences, calls per destination type less their setup, the setup costs, and VAT of the country, in exact cents', () => {
    const figures = buildInvoice({
      country: 'BE',
      subscriptions: [{ product: 'device', quantity: 3 }, { product: 'user', quantity: 7 }, { product: 'hotdesk', quantity: 0 }],
      calls: [
        // BE landline: 0.015 setup + 0.029 per minute. 60 s: 0.044; 90 s: 0.0585.
        call('+3225880100', 60),
        call('+3225880101', 90),
        // BE mobile: 0.015 + 0.089 per minute. 30 s: 0.0595.
        call('+32470123456', 30),
        // NL landline: 0.015 + 0.025 per minute. 600 s: 0.265.
        call('+31201234567', 600),
      ],
    });
    expect(figures.lines).toEqual([
      { kind: 'subscription', product: 'user', quantity: 7, unit_price: 12.5, amount: 87.5 },
      { kind: 'subscription', product: 'device', quantity: 3, unit_price: 3, amount: 9 },
      // 0.029 + 0.0435 = 0.0725 → 0.07
      { kind: 'calls', destination: 'national_landline', quantity: 2, duration: 150, amount: 0.07 },
      // 0.0445 → 0.04
      { kind: 'calls', destination: 'national_mobile', quantity: 1, duration: 30, amount: 0.04 },
      // 0.25
      { kind: 'calls', destination: 'international_landline', quantity: 1, duration: 600, amount: 0.25 },
      // 4 × 0.015 = 0.06
      { kind: 'setup', quantity: 4, amount: 0.06 },
    ]);
    // 87.50 + 9 + 0.07 + 0.04 + 0.25 + 0.06 = 96.92; 21 % = 20.3532 → 20.35.
    expect(figures.cents).toEqual({ subtotal: 9692, vat: 2035, total: 11727 });
    expect([figures.subtotal, figures.vat, figures.total, figures.vat_rate]).toEqual([96.92, 20.35, 117.27, 21]);
  });

  it('rounds half a cent up, once per line, and sums what is printed', () => {
    // 0.005 → 0.01 (half up); the VAT of 0.50 at 21 % is 0.105 → 0.11.
    expect(totalsOf([50], 2100)).toEqual({ subtotal: 50, vat: 11, total: 61 });
    // Floating point would make 0.1 + 0.2 = 0.30000000000000004: cents do not.
    expect(totalsOf([10, 20], 0)).toEqual({ subtotal: 30, vat: 0, total: 30 });
    // A thousand calls of 0.0123 = 12.30 exactly, not 12.299999…
    const many = buildInvoice({ country: 'US', subscriptions: [], calls: Array.from({ length: 1000 }, () => ({ callee: '+12025550123', billsec: 0, cost: 0.0123 })) });
    expect(many.cents.subtotal).toBe(1230);
    expect(many.vat_rate).toBe(0);
  });

  it('takes the reseller’s commission off each line and adds the reseller country’s VAT', () => {
    const client = buildInvoice({ country: 'NL', subscriptions: [{ product: 'user', quantity: 10 }], calls: [call('+31201234567', 600)] });
    const billed = buildResellerInvoice(client, vatTreatment({ country: 'BE' }, { country: 'BE' }));
    // user: 125.00 less 20 % = 100.00; calls 0.25 less 10 % (0.025 → 0.03) = 0.22; setup 0.02 less 0.00 = 0.02.
    expect(billed.lines.map((l) => [l.kind, l.amount, l.commission])).toEqual([['subscription', 100, 25], ['calls', 0.22, 0.03], ['setup', 0.02, 0]]);
    expect([billed.subtotal, billed.commission, billed.vat, billed.total]).toEqual([100.24, 25.03, 21.05, 121.29]);
  });

  it('charges the domestic rate in one country, reverse charge to a business elsewhere in the EU, none outside it', () => {
    const be = { country: 'BE', vat_number: 'BE0823456754' };
    expect(vatTreatment(be, { country: 'BE', vat_number: 'BE0456789034' })).toEqual({ category: 'S', basisPoints: 2100 });
    expect(vatTreatment(be, { country: 'NL', vat_number: 'NL854123696B01' })).toEqual({ category: 'AE', basisPoints: 0 });
    // A consumer in another member state: its own country's rate (telecommunication services, Art. 58).
    expect(vatTreatment(be, { country: 'FR' })).toEqual({ category: 'S', basisPoints: 2000 });
    expect(vatTreatment(be, { country: 'CH', vat_number: 'CHE123456789' })).toEqual({ category: 'O', basisPoints: 0 });
    expect(vatTreatment({ country: 'GB' }, { country: 'GB' })).toEqual({ category: 'S', basisPoints: 2000 });
    expect(vatTreatment({ country: 'GB' }, { country: 'DE', vat_number: 'DE136695976' })).toEqual({ category: 'O', basisPoints: 0 });
    // A supplier nobody filled in yet: the customer's country decides, as before.
    expect(vatTreatment({}, { country: 'NL', vat_number: 'NL854123696B01' })).toEqual({ category: 'S', basisPoints: 2100 });
    expect(vatTreatment(be, { country: 'US' })).toEqual({ category: 'O', basisPoints: 0 });
  });

  it('knows a month’s dates', () => {
    expect(periodDates('2026-02')).toEqual({ start: '2026-02-01', end: '2026-02-28', next: '2026-03-01', due: '2026-03-31' });
    expect(periodDates('2026-12').next).toBe('2027-01-01');
    expect(pastPeriods(3, new Date('2026-01-15T12:00:00Z'))).toEqual(['2025-10', '2025-11', '2025-12']);
  });
});

import { describe, expect, it } from 'vitest';
import { callCost, costOfCall, destinationRate } from '../../server/areas/cdr/cost.ts';
import { neutralise } from '../../server/areas/cdr/export/neutralise.ts';

describe('call cost (configuration-areas §9)', () => {
  it('bills per second from the first second, plus the setup cost once when answered', () => {
    expect(callCost({ answered: true, billsec: 60 }, 0.06, 0.015)).toBeCloseTo(0.075, 10);
    expect(callCost({ answered: true, billsec: 1 }, 0.06, 0.015)).toBeCloseTo(0.016, 10);
    expect(callCost({ answered: true, billsec: 61 }, 0.06, 0.015)).toBeCloseTo(0.076, 10);
  });

  it('charges the setup cost for an answered call of no seconds, and nothing for a call not answered', () => {
    expect(callCost({ answered: true, billsec: 0 }, 0.06, 0.015)).toBe(0.015);
    expect(callCost({ answered: false, billsec: 0 }, 0.06, 0.015)).toBe(0);
    expect(callCost({ answered: false, billsec: 30 }, 0.06, 0.015)).toBe(0);
  });

  it('counts whole seconds and never a negative or unknown time', () => {
    expect(callCost({ answered: true, billsec: 10.9 }, 0.06, 0)).toBeCloseTo(0.01, 10);
    expect(callCost({ answered: true, billsec: -5 }, 0.06, 0.015)).toBe(0.015);
    expect(callCost({ answered: true, billsec: Number.NaN }, 0.06, 0.015)).toBe(0);
  });

  it('prices an outbound call at its destination’s mobile or landline rate; inbound and internal cost nothing', () => {
    expect(destinationRate('+32470123456')).toEqual({ perMinute: 0.089, setup: 0.015 });
    expect(destinationRate('+3225021234')).toEqual({ perMinute: 0.029, setup: 0.015 });
    expect(destinationRate('201')).toBeUndefined();
    expect(costOfCall({ direction: 'outbound', answered: true, billsec: 120, callee: '+3225021234' })).toBeCloseTo(0.073, 10);
    expect(costOfCall({ direction: 'inbound', answered: true, billsec: 120, callee: '+3225021234' })).toBe(0);
    expect(costOfCall({ direction: 'internal', answered: true, billsec: 120, callee: '202' })).toBe(0);
  });
});

describe('export cells', () => {
  it('prefixes what a spreadsheet would read as a formula', () => {
    for (const text of ['=1+1', '+32470123456', '-2', '@SUM(A1)', '\t=1', '\r=1']) expect(neutralise(text)).toBe(`'${text}`);
    for (const text of ['201', 'Inkomend', '', ' =1']) expect(neutralise(text)).toBe(text);
  });
});

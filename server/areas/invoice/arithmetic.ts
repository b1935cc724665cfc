import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { destinationRate } from '../cdr/cost.ts';
import { COMMISSION_BASIS_POINTS, MONTHLY_PRICE_CENTS } from './prices.ts';
import { vatTreatment, type VatCategory, type VatTreatment } from './vat.ts';

/**
 * The invoice's arithmetic, pure: every amount is counted in whole units (a call's cost in
 * ten-thousandths of a euro, the precision cdr/cost.ts gives it; everything else in cents), so
 * that no total drifts by a floating-point cent. A line is rounded to the cent once (half up);
 * the subtotal is the sum of the lines as printed, the VAT is the subtotal's at the rate, rounded
 * once, and the total their sum.
 */

export type Destination = 'national_landline' | 'national_mobile' | 'international_landline' | 'international_mobile' | 'other';
export const DESTINATIONS: Destination[] = ['national_landline', 'national_mobile', 'international_landline', 'international_mobile', 'other'];

export interface InvoiceLine {
  kind: 'subscription' | 'calls' | 'setup';
  product?: string;
  destination?: Destination;
  quantity: number;
  duration?: number;
  unit_price?: number;
  amount: number;
  commission?: number;
}

/** An invoice's figures: lines and totals in euro (each an exact number of cents), and the cents themselves. */
export interface InvoiceFigures {
  vat_category: VatCategory;
  vat_rate: number;
  lines: InvoiceLine[];
  subtotal: number;
  vat: number;
  total: number;
  cents: { subtotal: number; vat: number; total: number };
}

/** A call as the invoice counts it: an answered outbound call with the cost the call history gave it. */
export interface BilledCall {
  callee: string;
  billsec: number;
  /** EUR, at most four decimals (res_cdr.cost). */
  cost: number;
}

const euro = (cents: number) => cents / 100;
/** Ten-thousandths of a euro to cents, half up (amounts are never negative). */
const unitsToCents = (units: number) => Math.round(units / 100);
/** A share of an amount in cents at a rate in hundredths of a percent, half up. */
export const shareOf = (cents: number, basisPoints: number) => Math.round((cents * basisPoints) / 10_000);

/** Where a call went, from the group's point of view: its own country or abroad, a mobile or a landline. */
export function destinationOf(callee: string, country: string): Destination {
  const parsed = parsePhoneNumberFromString(callee);
  if (!parsed?.isValid() || !parsed.country) return 'other';
  const mobile = parsed.getType() === 'MOBILE';
  if (parsed.country === country) return mobile ? 'national_mobile' : 'national_landline';
  return mobile ? 'international_mobile' : 'international_landline';
}

/** The totals of lines whose amounts are in cents, at a VAT rate in hundredths of a percent. */
export function totalsOf(lineCents: number[], vatBp: number) {
  const subtotal = lineCents.reduce((sum, c) => sum + c, 0);
  const vat = shareOf(subtotal, vatBp);
  return { subtotal, vat, total: subtotal + vat };
}

/**
 * One month's invoice of a group: a line per product it holds licences of (quantity × monthly
 * price), a line per destination type of its calls (their cost less the setup costs, which
 * cdr/cost.ts adds once per answered call) and one line of those setup costs; VAT as vat.ts
 * decides from both parties' countries, by default the domestic rate of the group's country.
 */
export function buildInvoice(input: { country: string; subscriptions: { product: string; quantity: number }[]; calls: BilledCall[]; vat?: VatTreatment }): InvoiceFigures {
  const lines: { line: Omit<InvoiceLine, 'amount'>; cents: number }[] = [];
  const order = Object.keys(MONTHLY_PRICE_CENTS);
  for (const { product, quantity } of [...input.subscriptions].sort((a, b) => order.indexOf(a.product) - order.indexOf(b.product))) {
    const price = MONTHLY_PRICE_CENTS[product];
    if (price === undefined || quantity <= 0) continue;
    lines.push({ line: { kind: 'subscription', product, quantity, unit_price: euro(price) }, cents: price * quantity });
  }
  const byDestination = new Map<Destination, { quantity: number; duration: number; units: number }>();
  let setupUnits = 0;
  let setupCalls = 0;
  for (const call of input.calls) {
    const units = Math.round(call.cost * 10_000);
    const rate = destinationRate(call.callee);
    // The setup part of the call's cost, never more than the call cost (a rate lowered since).
    const setup = rate && units > 0 ? Math.min(Math.round(rate.setup * 10_000), units) : 0;
    if (setup > 0) {
      setupUnits += setup;
      setupCalls += 1;
    }
    const destination = destinationOf(call.callee, input.country);
    const sum = byDestination.get(destination) ?? { quantity: 0, duration: 0, units: 0 };
    sum.quantity += 1;
    sum.duration += Math.max(0, Math.floor(call.billsec));
    sum.units += units - setup;
    byDestination.set(destination, sum);
  }
  for (const destination of DESTINATIONS) {
    const sum = byDestination.get(destination);
    if (sum) lines.push({ line: { kind: 'calls', destination, quantity: sum.quantity, duration: sum.duration }, cents: unitsToCents(sum.units) });
  }
  if (setupCalls) lines.push({ line: { kind: 'setup', quantity: setupCalls }, cents: unitsToCents(setupUnits) });
  const vat = input.vat ?? vatTreatment({ country: input.country }, { country: input.country });
  const cents = totalsOf(lines.map((l) => l.cents), vat.basisPoints);
  return {
    vat_category: vat.category,
    vat_rate: vat.basisPoints / 100,
    lines: lines.map(({ line, cents: c }) => ({ ...line, amount: euro(c) })),
    subtotal: euro(cents.subtotal),
    vat: euro(cents.vat),
    total: euro(cents.total),
    cents,
  };
}

/**
 * What the reseller is billed for a client's invoice: each line less the reseller's commission
 * on its kind, VAT as vat.ts decides between the operator and the reseller.
 */
export function buildResellerInvoice(client: { lines: InvoiceLine[] }, vat: VatTreatment): InvoiceFigures & { commission: number } {
  let commissionCents = 0;
  const billed: number[] = [];
  const lines = client.lines.map((line) => {
    const cents = Math.round(line.amount * 100);
    const commission = shareOf(cents, COMMISSION_BASIS_POINTS[line.kind]);
    commissionCents += commission;
    billed.push(cents - commission);
    return { ...line, commission: euro(commission), amount: euro(cents - commission) };
  });
  const cents = totalsOf(billed, vat.basisPoints);
  return { vat_category: vat.category, vat_rate: vat.basisPoints / 100, lines, subtotal: euro(cents.subtotal), vat: euro(cents.vat), total: euro(cents.total), cents, commission: euro(commissionCents) };
}

/**
 * What the platform charges, in euro cents excluding VAT: a licence of each product per month
 * (schemas/subscription.schema.json's products). Calls are priced by the rate table of
 * help_support/rates.ts through cdr/cost.ts, as the call history shows them.
 */
export const MONTHLY_PRICE_CENTS: Record<string, number> = {
  user: 1250,
  phone_number: 200,
  device: 300,
  call_queue: 1000,
  voicemail_box: 150,
  hotdesk: 400,
  call_recording: 250,
  // Bought per credit: a call summary costs a few credits.
  call_summary_credits: 5,
};

/**
 * The standard VAT rate of a country, in hundredths of a percent (2100 = 21 %): the group's
 * country decides. Outside this table (outside the EU's and its neighbours' systems) an
 * invoice carries no VAT: the customer accounts for it where they are.
 */
const VAT_BASIS_POINTS: Record<string, number> = {
  AT: 2000, BE: 2100, BG: 2000, CY: 1900, CZ: 2100, DE: 1900, DK: 2500, EE: 2200, ES: 2100, FI: 2550, FR: 2000, GR: 2400,
  HR: 2500, HU: 2700, IE: 2300, IT: 2200, LT: 2100, LU: 1700, LV: 2100, MT: 1800, NL: 2100, PL: 2300, PT: 2300, RO: 1900,
  SE: 2500, SI: 2200, SK: 2300, GB: 2000, CH: 810, NO: 2500,
};

export function vatBasisPoints(country: string | null | undefined): number {
  return (country && VAT_BASIS_POINTS[country]) || 0;
}

/** The reseller's commission on what its clients are billed, in hundredths of a percent, per kind of line. */
export const COMMISSION_BASIS_POINTS = { subscription: 2000, calls: 1000, setup: 1000 } as const;

/** Days between the invoice's date and its due date. */
export const PAYMENT_TERM_DAYS = 30;

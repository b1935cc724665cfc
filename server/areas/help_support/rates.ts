import { CONTINENT_BY_COUNTRY, type Continent } from '../../../core/domain/countries.ts';
import { COUNTRY_CODES, NON_GEOGRAPHIC } from '../../../core/domain/formats.ts';

/**
 * The call prices of configuration-areas §2 "Pricing lookup per destination": what a call from
 * the platform to a country costs, in euro, excluding VAT. Billing (§9): per second from the
 * first second at the per-minute rate, plus the setup cost once when the call is answered.
 */
export interface Rate {
  /** Per minute to a landline number. */
  landline: number;
  /** Per minute to a mobile number. */
  mobile: number;
  /** Once per answered call. */
  setup: number;
}

export const CURRENCY = 'EUR';
/** Seconds billed at a time: every second counts from the first. */
export const BILLING_INCREMENT_SECONDS = 1;

const rate = (landline: number, mobile: number, setup: number): Rate => ({ landline, mobile, setup });

/**
 * Destinations priced one by one: the home market (Belgium) and the countries customers call
 * most. Mobile termination in the EU is regulated low; the North American plan prices mobile
 * as landline; small islands and satellite networks cost what their carriers charge.
 */
const BY_COUNTRY: Record<string, Rate> = {
  BE: rate(0.029, 0.089, 0.015),
  NL: rate(0.025, 0.075, 0.015),
  LU: rate(0.027, 0.085, 0.015),
  FR: rate(0.022, 0.065, 0.015),
  DE: rate(0.022, 0.075, 0.015),
  GB: rate(0.021, 0.069, 0.015),
  IE: rate(0.031, 0.092, 0.015),
  ES: rate(0.024, 0.068, 0.015),
  PT: rate(0.029, 0.079, 0.015),
  IT: rate(0.026, 0.089, 0.015),
  CH: rate(0.039, 0.189, 0.02),
  AT: rate(0.028, 0.099, 0.015),
  DK: rate(0.029, 0.089, 0.015),
  SE: rate(0.027, 0.079, 0.015),
  NO: rate(0.031, 0.095, 0.015),
  FI: rate(0.049, 0.119, 0.015),
  PL: rate(0.029, 0.069, 0.015),
  CZ: rate(0.035, 0.095, 0.015),
  GR: rate(0.033, 0.099, 0.015),
  RO: rate(0.045, 0.099, 0.015),
  TR: rate(0.089, 0.219, 0.03),
  RU: rate(0.169, 0.239, 0.03),
  UA: rate(0.179, 0.249, 0.03),
  US: rate(0.015, 0.015, 0.015),
  CA: rate(0.015, 0.015, 0.015),
  MX: rate(0.049, 0.119, 0.02),
  BR: rate(0.059, 0.149, 0.02),
  AR: rate(0.069, 0.219, 0.03),
  MA: rate(0.229, 0.459, 0.03),
  DZ: rate(0.189, 0.589, 0.03),
  TN: rate(0.259, 0.519, 0.03),
  CD: rate(0.549, 0.629, 0.05),
  ZA: rate(0.069, 0.189, 0.02),
  CN: rate(0.039, 0.039, 0.02),
  IN: rate(0.059, 0.059, 0.02),
  JP: rate(0.059, 0.169, 0.02),
  SG: rate(0.029, 0.029, 0.015),
  HK: rate(0.029, 0.029, 0.015),
  IL: rate(0.039, 0.119, 0.02),
  AE: rate(0.219, 0.259, 0.03),
  AU: rate(0.049, 0.139, 0.02),
  NZ: rate(0.059, 0.219, 0.02),
};

/** Every other destination at its continent's rate. */
const BY_CONTINENT: Record<Continent, Rate> = {
  EU: rate(0.079, 0.189, 0.02),
  NA: rate(0.189, 0.289, 0.03),
  SA: rate(0.129, 0.249, 0.03),
  AS: rate(0.149, 0.229, 0.03),
  AF: rate(0.289, 0.429, 0.05),
  OC: rate(0.349, 0.499, 0.05),
  // Antarctic stations and the islands south of 60° S are reached by satellite.
  AN: rate(2.49, 2.49, 0.1),
};

/** 001: international networks (satellite phones, global services) have no country. */
const NON_GEOGRAPHIC_RATE = rate(2.99, 2.99, 0.1);
/** A destination the continent table does not place. */
const WORLD_RATE = rate(0.349, 0.499, 0.05);

/** The rate of a destination of the country catalogue (or 001); undefined for anything else. */
export function rateOf(country: string): Rate | undefined {
  if (country === NON_GEOGRAPHIC) return NON_GEOGRAPHIC_RATE;
  if (!COUNTRY_CODES.includes(country)) return undefined;
  const continent = CONTINENT_BY_COUNTRY.get(country);
  return BY_COUNTRY[country] ?? (continent ? BY_CONTINENT[continent] : WORLD_RATE);
}


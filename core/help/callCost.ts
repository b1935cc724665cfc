/**
 * What an answered call costs (configuration-areas §9): billed per second from the first
 * second at the per-minute rate, plus the setup cost once. Rounded to a hundredth of a cent,
 * the precision of the rate table.
 */
export function callCost(setup: number, perMinute: number, seconds: number): number {
  return Math.round((setup + (perMinute * seconds) / 60) * 10_000) / 10_000;
}

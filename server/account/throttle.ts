import type { FailureCounter } from '../auth/rateLimit.ts';
import { detail } from '../http/errors.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';

/** 429 with the longest wait of the counters that are over their limit for their key. */
export async function refuseWhenThrottled(...checks: [FailureCounter, string][]): Promise<void> {
  const waits = await Promise.all(checks.map(([counter, key]) => counter.retryAfter(key)));
  const wait = Math.max(0, ...waits);
  if (wait > 0) throw detail(429, serverText('throttled'), { 'Retry-After': String(wait) });
}

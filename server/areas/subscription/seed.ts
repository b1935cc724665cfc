import type { AreaSeed } from '../../seed/types.ts';
import type { DemoGroupKey } from '../../seed/types.ts';

/**
 * The licences each demo group holds. Acme Dental runs close to its user licences and has
 * bought call summary credits; the reseller's own group holds a few for its support desk.
 */
const LICENCES: Record<DemoGroupKey, Record<string, number>> = {
  northwind: { user: 10, phone_number: 5, device: 10, voicemail_box: 5 },
  acme: { user: 12, phone_number: 10, device: 15, call_queue: 3, voicemail_box: 10, hotdesk: 4, call_recording: 15, call_summary_credits: 500 },
  blue_harbor: { user: 25, phone_number: 20, device: 25, call_queue: 5, voicemail_box: 10, hotdesk: 8 },
};

/** Subscriptions renew on the first day of next month. */
function nextRenewal(today = new Date()): string {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  return first.toISOString().slice(0, 10);
}

export const seed: AreaSeed = async ({ insert, groups }) => {
  const renews_on = nextRenewal();
  for (const group of groups) {
    for (const [product, quantity] of Object.entries(LICENCES[group.key])) await insert('subscription', group.id, { product, quantity, renews_on });
  }
};

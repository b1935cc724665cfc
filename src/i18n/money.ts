import { useMemo } from 'react';
import { useLocaleTag } from '../engine/i18n/useLocaleTag.ts';
import { sharedFormatter } from './formatterCache.ts';

/**
 * Money as the whole portal writes it, in the reader's language (issue 20): an `amount` a person
 * reads (a call's cost, an invoice, a balance) in cents; a `rate` (per minute, per call: the
 * subject of the pricing page) to a hundredth of a cent, at least the currency's two decimals.
 */
export type MoneyUse = 'amount' | 'rate';

const DIGITS: Record<MoneyUse, Intl.NumberFormatOptions> = {
  amount: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  rate: { minimumFractionDigits: 2, maximumFractionDigits: 4 },
};

export function moneyFormat(tag: string, use: MoneyUse, currency = 'EUR'): Intl.NumberFormat {
  return sharedFormatter(`money ${tag} ${use} ${currency}`, () => new Intl.NumberFormat(tag, { style: 'currency', currency, ...DIGITS[use] }));
}

export function useMoneyFormat(use: MoneyUse, currency = 'EUR'): Intl.NumberFormat {
  const tag = useLocaleTag();
  return useMemo(() => moneyFormat(tag, use, currency), [tag, use, currency]);
}

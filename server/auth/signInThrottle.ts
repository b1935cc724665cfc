import type { Config } from '../config.ts';
import type { Queryable } from '../db/index.ts';
import { refuseWhenThrottled } from '../account/throttle.ts';
import { addressKey, FailureCounter } from './rateLimit.ts';

/**
 * How many more failures an account may have from all addresses together than from one.
 * High on purpose: this limit stops a guesser spread over many addresses, and reaching it
 * locks the owner out too, so a stranger must not reach it by accident or with a few hosts.
 */
export const ACCOUNT_WIDE_FACTOR = 10;

/**
 * Sign-in throttling that hands no stranger a lockout (issue 12): wrong passwords count per
 * account and client address together, so an attacker's failures throttle the attacker and
 * not the owner signing in from elsewhere. A client address also has a limit over all
 * accounts (guessing many usernames), and an account a far higher one over all addresses
 * (guessing from many hosts), counted in a window twice as long.
 */
export function signInThrottle(db: Queryable, config: Config) {
  const windowMs = config.loginWindowSeconds * 1000;
  const perPair = new FailureCounter(db, 'sign-in-pair', config.loginFailuresPerAccount, windowMs);
  const perAddress = new FailureCounter(db, 'sign-in-address', config.loginFailuresPerAddress, windowMs);
  const perAccount = new FailureCounter(db, 'sign-in-account', config.loginFailuresPerAccount * ACCOUNT_WIDE_FACTOR, 2 * windowMs);
  const keys = (account: string, ip: string) => {
    const address = addressKey(ip);
    return { pair: `${account}\n${address}`, address, account };
  };
  return {
    /** Throws 429 with Retry-After while this account from this address may not try. */
    async refuse(account: string, ip: string): Promise<void> {
      const k = keys(account, ip);
      await refuseWhenThrottled([perPair, k.pair], [perAddress, k.address], [perAccount, k.account]);
    },
    async failed(account: string, ip: string): Promise<void> {
      const k = keys(account, ip);
      await Promise.all([perPair.record(k.pair), perAddress.record(k.address), perAccount.record(k.account)]);
    },
    /** A success forgets this address's failures for the account, not those of others. */
    async succeeded(account: string, ip: string): Promise<void> {
      await perPair.clear(keys(account, ip).pair);
    },
  };
}

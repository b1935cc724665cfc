import { createHash } from 'node:crypto';
import type { Queryable } from '../db/index.ts';

/** How often one process clears windows that ended; any server's pruning serves them all. */
const PRUNE_EVERY_MS = 60_000;
const lastPruned = new WeakMap<Queryable, number>();

/**
 * Counts events per key in a window that opens with the key's first event, in the database:
 * several API servers on one PostgreSQL database share one budget. Each hit is one atomic
 * upsert, so two servers counting at once never lose a hit.
 *
 * The bucket is named with its limit and window, so that servers with another setting (or a
 * changed setting) count apart rather than reading each other's windows.
 */
export class FailureCounter {
  private readonly bucket: string;

  constructor(
    private readonly db: Queryable,
    name: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {
    this.bucket = `${name}/${limit}/${windowMs}`;
  }

  /** Seconds until `key` may try again, or 0 when it may now. */
  async retryAfter(key: string): Promise<number> {
    const [row] = await this.db.query<{ count: number; left_ms: number }>(
      `SELECT count, ceil(extract(epoch FROM reset_at - now()) * 1000)::float8 AS left_ms
         FROM rate_limit_counters WHERE bucket = $1 AND key_hash = $2 AND reset_at > now()`,
      [this.bucket, hashKey(key)],
    );
    return row && row.count >= this.limit ? Math.max(1, Math.ceil(row.left_ms / 1000)) : 0;
  }

  /** Counts one event; returns how many the key has now in its window. */
  async record(key: string): Promise<number> {
    const [row] = await this.db.query<{ count: number }>(
      `INSERT INTO rate_limit_counters AS c (bucket, key_hash, count, reset_at)
            VALUES ($1, $2, 1, now() + make_interval(secs => $3))
       ON CONFLICT (bucket, key_hash) DO UPDATE
          SET count = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.count + 1 END,
              reset_at = CASE WHEN c.reset_at <= now() THEN EXCLUDED.reset_at ELSE c.reset_at END
       RETURNING count`,
      [this.bucket, hashKey(key), this.windowMs / 1000],
    );
    await this.pruneNowAndThen();
    return row.count;
  }

  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM rate_limit_counters WHERE bucket = $1 AND key_hash = $2', [this.bucket, hashKey(key)]);
  }

  private async pruneNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - (lastPruned.get(this.db) ?? 0) < PRUNE_EVERY_MS) return;
    lastPruned.set(this.db, now);
    await this.db.query('DELETE FROM rate_limit_counters WHERE reset_at <= now()');
  }
}

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * The key of a client address. An IPv6 client usually holds a whole /64, so its addresses
 * count as one; an IPv4-mapped address counts as its IPv4 address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

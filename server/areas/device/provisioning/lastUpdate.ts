import type { Queryable } from '../../../db/index.ts';

/** Fetches of one device closer together than this write its last update once: a Yealink asks for three files in a row. */
const WRITE_EVERY_MS = 60_000;

/**
 * Records a configuration fetch as the device's last update (configuration-areas §9: stale after
 * 24 hours). The time is kept to the minute: a burst of fetches (a phone's files one after the
 * other, or 500 phones after an outage fetching again) writes each device once, not once a file.
 */
class LastUpdate {
  /** Per database: two apps in one process (the tests') may have devices of the same id. */
  private readonly written = new WeakMap<Queryable, Map<number, number>>();

  async record(db: Queryable, deviceId: number): Promise<void> {
    const now = Date.now();
    let written = this.written.get(db);
    if (!written) this.written.set(db, (written = new Map()));
    if (now - (written.get(deviceId) ?? 0) < WRITE_EVERY_MS) return;
    if (written.size > 100_000) written.clear();
    written.set(deviceId, now);
    await db.query(
      `UPDATE res_device SET data = jsonb_set(data, '{last_update}', to_jsonb($2::text)) WHERE id = $1`,
      [deviceId, new Date(now).toISOString()],
    );
  }
}

export const lastUpdate = new LastUpdate();

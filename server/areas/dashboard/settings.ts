import type { Queryable } from '../../db/index.ts';

export interface UserSettings {
  dashboard: { widgets: string[]; range: string } | null;
  version: number;
}

/** The user's settings; a user who never saved has the default layout (null) at version 0. */
export async function readSettings(db: Queryable, userId: number): Promise<UserSettings> {
  const [row] = await db.query<UserSettings>('SELECT dashboard, version FROM user_settings WHERE user_id = $1', [userId]);
  return row ?? { dashboard: null, version: 0 };
}

/**
 * Saves the settings when they are still at `expected` (undefined: whatever they are). The
 * caller has checked `expected` against what it read; this write checks it again, so that of two
 * saves based on the same version (two tabs, two first saves) the second finds no row to change
 * and returns undefined (412).
 */
export async function writeSettings(db: Queryable, userId: number, dashboard: UserSettings['dashboard'], expected: number | undefined): Promise<UserSettings | undefined> {
  const value = dashboard === null ? null : JSON.stringify(dashboard);
  const [row] = await db.query<UserSettings>(
    `INSERT INTO user_settings AS s (user_id, dashboard) VALUES ($1, $2::jsonb)
     ON CONFLICT (user_id) DO UPDATE SET dashboard = excluded.dashboard, version = s.version + 1, updated_at = now()
       WHERE $3::int IS NULL OR s.version = $3::int
     RETURNING dashboard, version`,
    [userId, value, expected ?? null],
  );
  return row;
}

import type { Db, Queryable } from '../db/index.ts';

export interface Integration {
  id: number;
  name: string;
  slug: string;
  activation_key_name: string;
}

/** The catalogue integration of a slug (the {kind} of the activation route). */
export async function integrationBySlug(db: Queryable, slug: string): Promise<Integration | undefined> {
  const rows = await db.query<Integration>(
    `SELECT id, data ->> 'name' AS name, data ->> 'slug' AS slug,
            coalesce(data ->> 'activation_key_name', 'confirmation_key') AS activation_key_name
       FROM res_integration WHERE group_id IS NULL AND data ->> 'slug' = $1`,
    [slug],
  );
  return rows[0];
}

export async function registeredRedirects(db: Queryable, integrationId: number): Promise<string[]> {
  const rows = await db.query<{ address: string }>('SELECT address FROM integration_redirects WHERE integration_id = $1', [integrationId]);
  return rows.map((r) => r.address);
}

/** Allows (again) an integration for a group; a repeat keeps the latest key and tenant. */
export async function subscribe(
  db: Db,
  values: { groupId: number; integrationId: number; userId: number; activationKey: string | null; tenant: Record<string, string> },
) {
  await db.query(
    `INSERT INTO integration_subscriptions (group_id, integration_id, subscribed_by, activation_key, tenant)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (group_id, integration_id) DO UPDATE
        SET subscribed_by = excluded.subscribed_by, activation_key = excluded.activation_key,
            tenant = excluded.tenant, updated_at = now()`,
    [values.groupId, values.integrationId, values.userId, values.activationKey, JSON.stringify(values.tenant)],
  );
}

export async function unsubscribe(db: Db, groupId: number, integrationId: number) {
  await db.query('DELETE FROM integration_subscriptions WHERE group_id = $1 AND integration_id = $2', [groupId, integrationId]);
}

/** The profile's `integrations`: the ids of the integrations active for the group. */
export async function activeIntegrationIds(db: Queryable, groupId: number): Promise<number[]> {
  const rows = await db.query<{ integration_id: number }>(
    'SELECT integration_id FROM integration_subscriptions WHERE group_id = $1 ORDER BY integration_id',
    [groupId],
  );
  return rows.map((r) => r.integration_id);
}

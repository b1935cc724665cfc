import type { ResourceRules } from '../../resources/rules/types.ts';

/** The largest reference a phone can dial after 9700# (the schema's maximum). */
const MAX_REFERENCE = 999999;

/**
 * A media file always has a reference: it is how a phone records it again (9700#<reference>,
 * configuration-areas §9). One left out is the group's next free one, so that a file made in a
 * hurry (or by the platform when someone dials 9700) can be re-recorded at once. The unique
 * index still refuses a clash, e.g. two files given the same number at the same moment.
 */
const references: ResourceRules = {
  async beforeWrite({ tx, session, model }, record, previous) {
    if (record.reference !== undefined && record.reference !== null) return {};
    if (typeof previous?.reference === 'number') {
      record.reference = previous.reference;
      return {};
    }
    const rows = await tx.query<{ next: number }>(
      `SELECT COALESCE(MAX((data ->> 'reference')::int), 0) + 1 AS next FROM ${model.table} WHERE group_id = $1`,
      [session.group.id],
    );
    const next = Number(rows[0].next);
    record.reference = next <= MAX_REFERENCE ? next : await firstGap(tx, model.table, session.group.id);
    return {};
  },
};

/** The lowest reference no file of the group has, once the highest is taken. */
async function firstGap(tx: Parameters<NonNullable<ResourceRules['beforeWrite']>>[0]['tx'], table: string, group: number): Promise<number> {
  const rows = await tx.query<{ gap: number }>(
    `SELECT MIN(n) AS gap FROM generate_series(1, ${MAX_REFERENCE}) AS n
      WHERE NOT EXISTS (SELECT 1 FROM ${table} WHERE group_id = $1 AND (data ->> 'reference')::int = n)`,
    [group],
  );
  return Number(rows[0].gap);
}

export const rules = [references];

import type { Diagram } from '../../core/callFlow/types.ts';
import type { Queryable } from '../db/index.ts';
import { tableOf } from '../resources/storageNames.ts';
import { preparedQuery } from './prepared.ts';

/**
 * What routing reads from the database: one query per question, by indexed columns where the
 * schema makes them (group_id, id) and by the record's own fields otherwise. A scope is the
 * group a platform token may route (null: the registrar's token, every group).
 */

export interface ExtensionRow {
  id: number;
  group_id: number;
  extension: string;
  name: string;
  site: number | null;
  role: number | null;
  mobile: string | null;
  caller_id: string | null;
  outbound_caller_id: string | null;
  hide_caller_id: boolean;
  country_code: string | null;
  call_mobile_after: number;
  call_mobile_timeout: number;
  destination_countries: string[];
  /** A phone of it is registered and it is active: an inactive extension is not rung (configuration-areas §4), as if no phone were online. */
  registered: boolean;
  /** Its call forwarding record's data (one per extension), or null. */
  forwarding: Record<string, unknown> | null;
}

const EXTENSION = `
  SELECT e.id, e.group_id, e.data ->> 'extension' AS extension, coalesce(e.data ->> 'name', '') AS name,
         (e.data ->> 'site')::int AS site, (e.data ->> 'role')::int AS role, e.data ->> 'mobile' AS mobile,
         e.data ->> 'caller_id' AS caller_id, e.data ->> 'outbound_caller_id' AS outbound_caller_id,
         coalesce((e.data ->> 'hide_caller_id')::boolean, false) AS hide_caller_id, e.data ->> 'country_code' AS country_code,
         coalesce((e.data ->> 'call_mobile_after')::int, 25) AS call_mobile_after, coalesce((e.data ->> 'call_mobile_timeout')::int, 30) AS call_mobile_timeout,
         coalesce(e.data -> 'destination_countries', '[]'::jsonb) AS destination_countries,
         EXISTS (SELECT 1 FROM sip_registrations r WHERE r.extension_id = e.id AND r.expires_at > now())
           AND coalesce((e.data ->> 'active')::boolean, true) AS registered,
         (SELECT f.data FROM ${tableOf('call_forwarding')} f WHERE f.extension_id = e.id) AS forwarding
    FROM ${tableOf('extension')} e`;

export async function extensionById(db: Queryable, id: number, scope: number | null): Promise<ExtensionRow | undefined> {
  const [row] = await db.query<ExtensionRow>(`${EXTENSION} WHERE e.id = $1 AND ($2::int IS NULL OR e.group_id = $2)`, [id, scope]);
  return row;
}

export async function extensionsByIds(db: Queryable, ids: number[], group: number): Promise<Map<number, ExtensionRow>> {
  if (!ids.length) return new Map();
  // Every step of a call reads its targets here: planned once (prepared.ts).
  const rows = await preparedQuery<ExtensionRow>(db, 'route_extensions', `${EXTENSION} WHERE e.group_id = $1 AND e.id = ANY($2::int[])`, ['int', 'int[]'], [group, ids]);
  return new Map(rows.map((r) => [r.id, r]));
}

export async function extensionByNumber(db: Queryable, group: number, number: string): Promise<ExtensionRow | undefined> {
  const [row] = await db.query<ExtensionRow>(`${EXTENSION} WHERE e.group_id = $1 AND e.data ->> 'extension' = $2`, [group, number]);
  return row;
}

/** The extensions of a site (a failover to a whole site), or of the group when site is null. */
export async function extensionsOf(db: Queryable, group: number, site: number | null): Promise<ExtensionRow[]> {
  return db.query<ExtensionRow>(`${EXTENSION} WHERE e.group_id = $1 AND ($2::int IS NULL OR (e.data ->> 'site')::int = $2) ORDER BY e.id`, [group, site]);
}

export interface DidRow {
  id: number;
  group_id: number;
  did: string;
  data: Record<string, unknown>;
}

/** The phone number a call came in on, among the forms a carrier may send it in. */
export async function didByNumber(db: Queryable, candidates: string[], scope: number | null): Promise<DidRow | undefined> {
  // Every call from the carrier starts here: planned once (prepared.ts).
  const [row] = await preparedQuery<DidRow>(
    db,
    'route_did',
    `SELECT id, group_id, data ->> 'did' AS did, data FROM ${tableOf('did_routing')}
      WHERE lower(data ->> 'did') = ANY($1::text[]) AND ($2::int IS NULL OR group_id = $2) ORDER BY id LIMIT 1`,
    ['text[]', 'int'],
    [candidates, scope],
  );
  return row;
}

export async function didById(db: Queryable, id: number, group: number): Promise<DidRow | undefined> {
  const [row] = await db.query<DidRow>(`SELECT id, group_id, data ->> 'did' AS did, data FROM ${tableOf('did_routing')} WHERE id = $1 AND group_id = $2`, [id, group]);
  return row;
}

export async function liveDiagram(db: Queryable, group: number, flow: number): Promise<Diagram | undefined> {
  const [row] = await db.query<{ diagram: Diagram | null }>(`SELECT data -> 'diagram' AS diagram FROM ${tableOf('call_flow')} WHERE id = $1 AND group_id = $2`, [flow, group]);
  return row?.diagram && Array.isArray(row.diagram.nodes) ? row.diagram : undefined;
}

export interface RingGroupRow {
  id: number;
  members: unknown;
}

export async function ringGroupById(db: Queryable, group: number, id: number): Promise<RingGroupRow | undefined> {
  const [row] = await db.query<RingGroupRow>(`SELECT id, data -> 'members' AS members FROM ${tableOf('ring_group')} WHERE id = $1 AND group_id = $2`, [id, group]);
  return row;
}

export async function ringGroupByNumber(db: Queryable, group: number, number: string): Promise<RingGroupRow | undefined> {
  const [row] = await db.query<RingGroupRow>(`SELECT id, data -> 'members' AS members FROM ${tableOf('ring_group')} WHERE group_id = $1 AND data ->> 'extension' = $2`, [group, number]);
  return row;
}

export async function contactNumbers(db: Queryable, group: number, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.query<{ id: number; number: string | null }>(
    `SELECT id, data ->> 'number' AS number FROM ${tableOf('phonebook_contact')} WHERE group_id = $1 AND id = ANY($2::int[])`,
    [group, ids],
  );
  return new Map(rows.filter((r) => r.number).map((r) => [r.id, r.number!]));
}

export async function groupSettings(db: Queryable, group: number): Promise<Record<string, unknown>> {
  const [row] = await db.query<{ settings: Record<string, unknown> }>('SELECT settings FROM groups WHERE id = $1', [group]);
  return row?.settings ?? {};
}

export async function roleGrants(db: Queryable, role: number | null): Promise<Record<string, unknown>> {
  if (role === null) return {};
  const [row] = await db.query<{ data: Record<string, unknown> }>(`SELECT data FROM ${tableOf('role')} WHERE id = $1`, [role]);
  return row?.data ?? {};
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../auth/guard.ts';
import { mayActOn, type Session } from '../auth/session.ts';
import { HttpError, detail } from '../http/errors.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { createAjv, toFieldErrors, writableFields } from '../resources/validation.ts';
import { expectedVersionOf } from '../http/ifMatch.ts';
import { listParams, recordId } from '../http/params.ts';
import { refuseUnlessMayWrite } from '../resources/writeAccess.ts';

interface GroupRecordRow {
  id: number;
  description: string;
  domain: string | null;
  permissions: string[];
  allowed_origination_countries: string[];
  allowed_destination_countries: string[];
  settings: Record<string, unknown>;
  version: number;
}

const COLUMNS = 'id, description, domain, permissions, allowed_origination_countries, allowed_destination_countries, settings, version';

/** Group settings as the schema describes them: columns of the group row plus its settings. */
function settingsRecord(row: GroupRecordRow) {
  return {
    ...row.settings,
    id: row.id,
    description: row.description,
    domain: row.domain,
    group_permissions: row.permissions.map((name) => ({ name })),
    allowed_origination_countries: row.allowed_origination_countries,
    allowed_destination_countries: row.allowed_destination_countries,
    group: row.id,
    version: row.version,
  };
}

/**
 * Groups are not records of a group, so the generic routes do not serve them: the lookup of
 * the groups one may act on (v3 group/), and the settings of one group (v1 groups/{id}/).
 */
export function groupRoutes(app: FastifyInstance) {
  const { db, schemas: set } = app;
  const ajv = createAjv(set);
  const schema = set.resources.get('group_settings')!;
  const writable = writableFields(schema);

  async function reachable(session: Session): Promise<number[]> {
    if (!session.home.is_reseller) return [session.home.id];
    const rows = await db.query<{ id: number }>('SELECT id FROM groups WHERE id = $1 OR parent_id = $1', [session.home.id]);
    return rows.map((r) => r.id);
  }

  app.get<{ Querystring: Record<string, string> }>('/v3/group/', async (request) => {
    const session = sessionOf(request);
    const ids = await reachable(session);
    const { search, page, pageSize: size } = listParams(request.query);
    const params: unknown[] = [ids];
    let where = 'id = ANY($1::int[])';
    if (search) {
      params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where += ` AND description ILIKE $2`;
    }
    const [{ count }] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM groups WHERE ${where}`, params);
    const rows = await db.query<GroupRecordRow>(
      `SELECT ${COLUMNS} FROM groups WHERE ${where} ORDER BY lower(description), id LIMIT ${size} OFFSET ${(page - 1) * size}`,
      params,
    );
    const results = rows.map((r) =>
      request.query.label_only === 'true'
        ? { id: r.id, label: r.description }
        : { id: r.id, description: r.description, group_permissions: r.permissions.map((name) => ({ name })), group: r.id, version: r.version },
    );
    return { count, results };
  });

  async function readable(request: FastifyRequest<{ Params: { id: string } }>) {
    const session = sessionOf(request);
    const group = await mayActOn(db, session.home, recordId(request.params.id) ?? 0);
    if (!group) throw detail(404, serverText('not_found'));
    const [row] = await db.query<GroupRecordRow>(`SELECT ${COLUMNS} FROM groups WHERE id = $1`, [group.id]);
    return { session, row };
  }

  app.get<{ Params: { id: string } }>('/v3/group/:id/', async (request) => {
    const { row } = await readable(request);
    return { id: row.id, description: row.description, group_permissions: row.permissions.map((name) => ({ name })), group: row.id, version: row.version };
  });

  app.get<{ Params: { id: string } }>('/v1/groups/:id/', async (request, reply) => {
    const { session, row } = await readable(request);
    if (!session.group.permissions.includes('configuration')) throw detail(403, serverText('permission_denied'));
    return reply.header('ETag', `"${row.version}"`).send(settingsRecord(row));
  });

  for (const method of ['put', 'patch'] as const) {
    app[method]<{ Params: { id: string } }>('/v1/groups/:id/', async (request, reply) => {
      const { session, row } = await readable(request);
      // Plain users may read the settings; changing them is for administrators and resellers.
      if (!session.group.permissions.includes('configuration')) throw detail(403, serverText('permission_denied'));
      await refuseUnlessMayWrite(db, session, schema, 'update', settingsRecord(row));
      const body = (request.body ?? {}) as Record<string, unknown>;
      // Only the header counts here: the body's `version` is the record's read-only field.
      const expected = request.headers['if-match'] ? expectedVersionOf(request) : undefined;
      if (expected !== undefined && expected !== row.version) throw detail(412, serverText('version_conflict'));
      const current = settingsRecord(row);
      const incoming = Object.fromEntries(Object.entries(body).filter(([k]) => writable.has(k) || !(k in (schema.properties ?? {})) && !['group', 'version'].includes(k)));
      // The user settings modal PUTs its own fields only. As in DRF, a PUT leaves the optional
      // fields it does not send as they are (the billing and call settings of the group); the
      // required ones it must send.
      const required = new Set(schema.required ?? []);
      const kept = Object.entries(current).filter(([k]) => writable.has(k) && (method === 'patch' || !required.has(k)));
      const merged: Record<string, unknown> = { ...Object.fromEntries(kept), ...incoming };
      const validate = ajv.getSchema(schema.$id as string)!;
      if (!validate(merged)) throw new HttpError(400, toFieldErrors(validate.errors ?? []));
      const { description, allowed_origination_countries, allowed_destination_countries, ...changed } = merged;
      // Read-only settings (hostname, balance…) are the provider's: no client update removes them.
      const settings = { ...Object.fromEntries(Object.entries(row.settings).filter(([k]) => !writable.has(k))), ...changed };
      const rows = await db
        .query<GroupRecordRow>(
          `UPDATE groups SET description = $1, allowed_origination_countries = $2, allowed_destination_countries = $3,
                  settings = $4, version = version + 1, updated_at = now()
            WHERE id = $5 AND version = $6 RETURNING ${COLUMNS}`,
          [description, allowed_origination_countries, allowed_destination_countries, JSON.stringify(settings), row.id, row.version],
        )
        .catch((err: { code?: string }) => {
          // The catalogue's message for a taken group name, as creating a client answers (createClient.ts).
          if (err.code === '23505') throw new HttpError(400, { description: [serverText('group_name_unique')] });
          throw err;
        });
      if (!rows[0]) throw detail(412, serverText('version_conflict'));
      return reply.header('ETag', `"${rows[0].version}"`).send(settingsRecord(rows[0]));
    });
  }
}

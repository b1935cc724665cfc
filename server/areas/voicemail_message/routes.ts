import type { FastifyInstance } from 'fastify';
import { recordReachable } from '../../resources/reachable.ts';
import { listedGroup, sessionOf } from '../../auth/guard.ts';
import type { Session } from '../../auth/session.ts';
import type { Queryable } from '../../db/index.ts';
import { detail } from '../../http/errors.ts';
import { listParams, recordId } from '../../http/params.ts';
import { fieldExpression } from '../../resources/model.ts';
import { sortable, toRecord, type StoredRecord } from '../../resources/records.ts';
import { invalid } from '../../resources/service.ts';
import { refuseUnlessMayWrite } from '../../resources/writeAccess.ts';
import { routeSchema } from '../../routes/contract/route.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { readMessageAudio } from './audioStore.ts';
import { refreshCounts, visibleBoxes } from './boxes.ts';
import { contract } from './contract.ts';
import { voicemailFileName } from '../../../core/voicemail/fileName.ts';
import { voicemailIngestRoutes } from '../../ingest/voicemail/routes.ts';

type Row = { id: number; group_id: number | null; version: number; data: Record<string, unknown> };

const path = (p: string) => p.replace('{id}', ':id');
/** A sort expression of the CRUD (id, box_id, an expression on data) on the messages' alias m. */
const onMessage = (expression: string) => (/^\w+$/.test(expression) ? `m.${expression}` : expression.replace(/\bdata\b/g, 'm.data'));
const notFound = () => detail(404, serverText('not_found'));

/**
 * A box's messages (contract.ts). Every call first checks the group's voicemail permission,
 * then reads only messages of the group whose box the caller sees (boxes.ts): a message of a
 * box hidden from a plain user is not found, whether listed, played, marked or deleted; a
 * message of a shared box is deleted only by those who may change the box.
 */
export function routes(app: FastifyInstance) {
  const service = app.resources;
  const messages = service.model('voicemail_message');
  const boxes = service.model('voicemail_box');

  /** The caller's message `id`, locked for a write when `lock`; 404 when it is not theirs to see. */
  async function seenMessage(db: Queryable, session: Session, id: number, lock = false): Promise<StoredRecord> {
    const seen = await visibleBoxes(db, session, boxes, 3);
    const rows = await db.query<Row>(
      `SELECT m.id, m.group_id, m.version, m.data FROM res_voicemail_message m JOIN res_voicemail_box b ON b.id = m.box_id
        WHERE m.id = $1 AND m.group_id = $2 AND ${seen.sql}${lock ? ' FOR UPDATE OF m' : ''}`,
      [id, session.group.id, ...seen.params],
    );
    if (!rows[0]) throw notFound();
    return toRecord(rows[0]);
  }

  app.get<{ Querystring: Record<string, string> }>(path(contract.list.path), { schema: routeSchema(contract.list) }, async (request) => {
    const session = sessionOf(request);
    service.allow(session, messages);
    const { page, pageSize, search, ordering, group } = listParams(request.query, {
      sortable: (f) => sortable(messages, f),
      refuse: (errors) => invalid(messages, errors),
    });
    // ?group= names another group the caller may act on (a reseller's client), as on every list.
    const params: unknown[] = [await listedGroup(app.db, session, group)];
    const where = ['m.group_id = $1'];
    if (request.query.box !== undefined) {
      params.push(recordId(request.query.box) ?? 0);
      where.push(`m.box_id = $${params.length}`);
    }
    if (request.query.read !== undefined) where.push(request.query.read === 'true' ? `m.data -> 'read' = 'true'::jsonb` : `NOT (m.data -> 'read' = 'true'::jsonb)`);
    if (search) {
      params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`(m.data ->> 'caller') ILIKE $${params.length}`);
    }
    const seen = await visibleBoxes(app.db, session, boxes, params.length + 1);
    params.push(...seen.params);
    where.push(seen.sql);
    const field = ordering?.replace(/^-/, '') ?? 'recorded_on';
    const direction = ordering ? (ordering.startsWith('-') ? 'DESC' : 'ASC') : 'DESC';
    const key = onMessage(fieldExpression(messages, field));
    const rows = await app.db.query<Row & { total: number }>(
      `SELECT m.id, m.group_id, m.version, m.data, count(*) OVER ()::int AS total
         FROM res_voicemail_message m JOIN res_voicemail_box b ON b.id = m.box_id
        WHERE ${where.join(' AND ')}
        ORDER BY ${key} ${direction}, m.id ${direction}
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    );
    let count = rows[0]?.total;
    if (count === undefined) {
      const counted = await app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM res_voicemail_message m JOIN res_voicemail_box b ON b.id = m.box_id WHERE ${where.join(' AND ')}`,
        params,
      );
      count = counted[0].n;
    }
    return { count, results: rows.map(({ total: _total, ...row }) => toRecord(row)) };
  });

  app.get<{ Params: { id: number } }>(path(contract.get.path), { schema: routeSchema(contract.get) }, async (request, reply) => {
    const session = sessionOf(request);
    service.allow(session, messages);
    const record = await seenMessage(app.db, session, request.params.id);
    return reply.header('ETag', `"${record.version}"`).send(record);
  });

  app.delete<{ Params: { id: number } }>(path(contract.remove.path), { schema: routeSchema(contract.remove) }, async (request, reply) => {
    const session = sessionOf(request);
    service.allow(session, messages);
    await app.db.transaction(async (tx) => {
      const current = await seenMessage(tx, session, request.params.id, true);
      // Deleting changes the box: a shared box is open to every user for use (listening,
      // marking), its messages are deleted only by those who may change it (its owners, admins).
      const box = await tx.query<{ data: Record<string, unknown> }>('SELECT data FROM res_voicemail_box WHERE id = $1', [current.box]);
      await refuseUnlessMayWrite(tx, session, boxes.schema, 'update', box[0]?.data);
      // Its recording goes with it (ON DELETE CASCADE).
      await tx.query('DELETE FROM res_voicemail_message WHERE id = $1', [current.id]);
      await refreshCounts(tx, Number(current.box));
    });
    return reply.code(204).send();
  });

  app.put<{ Params: { id: number }; Body: { read: boolean } }>(path(contract.read.path), { schema: routeSchema(contract.read), preValidation: recordReachable(app, 'voicemail_message') }, async (request) => {
    const session = sessionOf(request);
    service.allow(session, messages);
    return app.db.transaction(async (tx) => {
      const current = await seenMessage(tx, session, request.params.id, true);
      const rows = await tx.query<Row>(
        `UPDATE res_voicemail_message SET data = data || jsonb_build_object('read', $2::boolean), version = version + 1, updated_at = now()
          WHERE id = $1 RETURNING id, group_id, version, data`,
        [current.id, request.body.read],
      );
      await refreshCounts(tx, Number(current.box));
      return toRecord(rows[0]);
    });
  });

  app.get<{ Params: { id: number }; Querystring: { download?: string } }>(path(contract.audio.path), { schema: routeSchema(contract.audio) }, async (request, reply) => {
    const session = sessionOf(request);
    service.allow(session, messages);
    const record = await seenMessage(app.db, session, request.params.id);
    const stored = await readMessageAudio(app.db, record.id);
    if (!stored) throw detail(404, serverText('no_media'));
    const name = voicemailFileName({ caller: record.caller, recorded_on: record.recorded_on }, stored.contentType);
    const disposition = request.query.download === 'true' ? 'attachment' : 'inline';
    return reply
      .header('Content-Type', stored.contentType)
      .header('Content-Disposition', `${disposition}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('Cache-Control', 'private, no-store')
      .send(stored.audio);
  });

  // A platform delivers messages into the boxes (issue 18): answered to its token, not a session.
  voicemailIngestRoutes(app);
}

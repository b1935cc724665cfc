import type { FastifyInstance } from 'fastify';
import { listedGroup, sessionOf } from '../../auth/guard.ts';
import { detail } from '../../http/errors.ts';
import { toView } from '../../jobs/store.ts';
import { chosenLanguage } from '../../i18n/language.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { ingestRoutes } from '../../ingest/routes.ts';
import { CDR_ROUTES } from './contract.ts';
import { EXPORT_JOB } from './export/job.ts';
import type { ExportFormat, Separator } from './export/files.ts';
import { COUNT_CAP, getCall, listCalls, toCall, type CallFilter } from './query.ts';
import { readRecording } from './recordingStore.ts';
import { scopeOf } from './scope.ts';

const path = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');
type Query = CallFilter & { page?: string; page_size?: string; ordering?: string; group?: string };

/** Query values arrive as text; the contract has checked them. */
function filterOf(input: Record<string, unknown>): CallFilter {
  const answered = input.answered === undefined ? undefined : String(input.answered) === 'true';
  const text = (name: string) => (typeof input[name] === 'string' && input[name] !== '' ? (input[name] as string) : undefined);
  return {
    direction: text('direction') as CallFilter['direction'],
    status: text('status'),
    answered,
    search: text('search'),
    call_start_after: text('call_start_after'),
    call_start_before: text('call_start_before'),
  };
}

/**
 * The call history's calls (configuration-areas §2): the group must hold cdr_viewer; a plain
 * user's every call is narrowed to their extension's calls (scope.ts); another group's call,
 * or another user's, is 404. The ingestion API's routes are registered here too, as the one
 * writer of these records.
 */
export function cdrRoutes(app: FastifyInstance) {
  const model = app.resources.model('cdr');
  const reader = async (request: Parameters<typeof sessionOf>[0]) => {
    const session = sessionOf(request);
    app.resources.allow(session, model);
    return { session, scope: await scopeOf(app.db, session) };
  };

  app.get<{ Querystring: Query }>(path(CDR_ROUTES.list.path), async (request) => {
    const { session, scope } = await reader(request);
    const q = request.query;
    // ?group= names another group the caller may act on (a reseller's client), as on every list.
    const groupId = await listedGroup(app.db, session, q.group === undefined ? undefined : Number(q.group));
    const { count, capped, rows } = await listCalls(app.db, { ...scope, groupId }, filterOf(q as Record<string, unknown>), { page: Number(q.page ?? 1), pageSize: Number(q.page_size ?? 25), ordering: q.ordering, countCap: COUNT_CAP });
    return { count, count_capped: capped, results: rows.map((row) => toCall(row)) };
  });

  app.get<{ Params: { id: number } }>(path(CDR_ROUTES.get.path), async (request) => {
    const { scope } = await reader(request);
    const row = await getCall(app.db, scope, request.params.id);
    if (!row) throw detail(404, serverText('not_found'));
    return toCall(row, true);
  });

  app.get<{ Params: { id: number }; Querystring: { download?: string } }>(path(CDR_ROUTES.recording.path), async (request, reply) => {
    const { scope } = await reader(request);
    const row = await getCall(app.db, scope, request.params.id);
    const recording = row && (await readRecording(app.db, row.id));
    if (!recording) throw detail(404, serverText('no_media'));
    const extension = recording.contentType.split('/')[1].replace('mpeg', 'mp3');
    const name = `call-${row.id}.${extension}`;
    return reply
      .header('Content-Type', recording.contentType)
      .header('Content-Disposition', `${request.query.download === 'true' ? 'attachment' : 'inline'}; filename="${name}"`)
      .header('Cache-Control', 'private, no-store')
      .send(recording.audio);
  });

  app.post<{ Body: CallFilter & { format: ExportFormat; separator?: Separator; ordering?: string; time_zone?: string } }>(path(CDR_ROUTES.export.path), async (request, reply) => {
    const { session, scope } = await reader(request);
    const body = request.body;
    const id = await app.jobs.enqueue(
      EXPORT_JOB,
      {
        scope,
        filter: filterOf(body as unknown as Record<string, unknown>),
        ordering: body.ordering,
        format: body.format,
        lang: chosenLanguage(request.headers['accept-language'], session.user.language),
        timeZone: body.time_zone ?? 'UTC',
        separator: body.separator,
      },
      { groupId: session.group.id, userId: session.user.id },
    );
    const job = await app.jobs.get(id);
    return reply.code(202).send(toView(job!));
  });

  app.get<{ Params: { job: number } }>(path(CDR_ROUTES.exportFile.path), async (request, reply) => {
    const { session } = await reader(request);
    const job = await app.jobs.get(request.params.job);
    // As the job itself (routes/jobs.ts): the group's, and its administrators' or its starter's.
    const visible = job && job.kind === EXPORT_JOB && job.group_id === session.group.id && (session.user.is_admin || job.created_by === session.user.id);
    const rows = visible
      ? await app.db.query<{ file_name: string; content_type: string; content: Uint8Array }>('SELECT file_name, content_type, content FROM cdr_export_file WHERE job_id = $1', [job.id])
      : [];
    if (!rows[0]) throw detail(404, serverText('not_found'));
    return reply
      .header('Content-Type', rows[0].content_type)
      .header('Content-Disposition', `attachment; filename="${rows[0].file_name}"`)
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(rows[0].content));
  });

  ingestRoutes(app);
}

export { cdrRoutes as routes };

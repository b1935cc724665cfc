import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../auth/guard.ts';
import type { Session } from '../../auth/session.ts';
import type { Queryable } from '../../db/index.ts';
import { HttpError, detail } from '../../http/errors.ts';
import { expectedVersionOf } from '../../http/ifMatch.ts';
import { listParams, recordId } from '../../http/params.ts';
import { languageOf } from '../../i18n/language.ts';
import { serverOwnedValues } from '../../resources/validation.ts';
import { writerOf } from '../../resources/writeAccess.ts';
import { listedGroup } from '../../auth/guard.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { getCall, type CallRow } from '../cdr/query.ts';
import { scopeOf } from '../cdr/scope.ts';
import { contract } from './contract.ts';
import { costOf, creditsOf, lockCredits } from './credits.ts';
import { rate, ratingOf, ratingsOf } from './feedback.ts';
import { GENERATE_JOB } from './generate.ts';
import { getSummary, listSummaries, settleAbandoned, toSummary, type Reader, type SummaryFilter, type SummaryRow } from './query.ts';
import { serviceOf } from './service.ts';

const path = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');
const notFound = () => detail(404, serverText('not_found'));
/** A refusal with its catalogue code beside the text, so that a client tells them apart without reading words. */
const refused = (status: number, code: string) => new HttpError(status, { detail: serverText(code), code });
const SORTABLE = new Set(['date_time', 'duration', 'credits_cost', 'id']);
/** The call history's menu key: summarising a call needs seeing it. */
const CDR_PERMISSION = 'cdr_viewer';

const readerOf = (session: Session): Reader => ({ groupId: session.group.id, userId: session.user.id });

/**
 * The call's people as the group knows them: its extensions and its phonebooks' contacts by
 * name and number ("Name (number)"), other numbers as they are. The chat model is told them, to
 * name the participants (issue 21).
 */
async function participantsOf(db: Queryable, groupId: number, call: CallRow): Promise<string[]> {
  const numbers = [call.caller, call.callee].filter(Boolean);
  const [extensions, contacts] = await Promise.all([
    db.query<{ extension: number; name: string }>(
      `SELECT (data ->> 'extension')::int AS extension, data ->> 'name' AS name FROM res_extension
        WHERE group_id = $1 AND (data ->> 'extension')::int = ANY($2::int[])`,
      [groupId, call.extensions],
    ),
    db.query<{ name: string; number: string; mobile: string | null }>(
      `SELECT data ->> 'display_name' AS name, data ->> 'number' AS number, data ->> 'mobile' AS mobile FROM res_phonebook_contact
        WHERE group_id = $1 AND (data ->> 'number' = ANY($2::text[]) OR data ->> 'mobile' = ANY($2::text[]))`,
      [groupId, numbers],
    ),
  ]);
  const named = new Map(extensions.map((n) => [String(n.extension), `${n.name} (${n.extension})`]));
  for (const c of contacts) for (const number of [c.number, c.mobile]) if (number && numbers.includes(number)) named.set(number, `${c.name} (${number})`);
  const parties = [...numbers, ...call.extensions.map(String)].map((p) => (named.get(p) ?? p).slice(0, 100));
  return [...new Set(parties)];
}


/**
 * The summaries' calls (contract.ts). Every call checks the group's reports permission first,
 * then reads only what the reader sees (query.ts): a private summary of another user is not
 * found, whether read or written. Asking for one checks and takes the credits in one
 * transaction under the group's lock, then queues the generation (generate.ts).
 */
export function routes(app: FastifyInstance) {
  const service = app.resources;
  const summaries = service.model('call_summary');

  app.get<{ Querystring: Record<string, string> }>(contract.list.path, async (request) => {
    const session = sessionOf(request);
    service.allow(session, summaries);
    const { page, pageSize, search, ordering, group } = listParams(request.query, {
      sortable: (f) => SORTABLE.has(f),
      refuse: (errors) => service.invalid(summaries, errors),
    });
    const q = request.query;
    const cdr = q.cdr === undefined || q.cdr === '' ? undefined : recordId(q.cdr);
    if (q.cdr && cdr === undefined) throw service.invalid(summaries, { cdr: [serverText('invalid')] });
    const filter: SummaryFilter = {
      visibility: (q.visibility || undefined) as SummaryFilter['visibility'],
      direction: (q.direction || undefined) as SummaryFilter['direction'],
      state: (q.state || undefined) as SummaryFilter['state'],
      cdr,
      date_after: q.date_after || undefined,
      date_before: q.date_before || undefined,
      search,
    };
    // ?group= names another group the caller may act on (a reseller's client), as on every list.
    const reader = { ...readerOf(session), groupId: await listedGroup(app.db, session, group) };
    await settleAbandoned(app.db, reader.groupId);
    const { count, rows } = await listSummaries(app.db, reader, filter, { page, pageSize, ordering });
    return { count, results: rows.map((row) => toSummary(row, reader)) };
  });

  app.get(contract.credits.path, async (request) => {
    const session = sessionOf(request);
    service.allow(session, summaries);
    await settleAbandoned(app.db, session.group.id);
    return creditsOf(app.db, app.schemas, session.group.id);
  });

  app.get(contract.service.path, async (request) => {
    const session = sessionOf(request);
    service.allow(session, summaries);
    return serviceOf(app.db, session.group.id);
  });

  app.get<{ Params: { id: number } }>(path(contract.get.path), async (request, reply) => {
    const session = sessionOf(request);
    service.allow(session, summaries);
    await settleAbandoned(app.db, session.group.id);
    const reader = readerOf(session);
    const row = await getSummary(app.db, reader, request.params.id);
    if (!row) throw notFound();
    return reply.header('ETag', `"${row.version}"`).send(toSummary(row, reader));
  });

  for (const method of ['patch', 'put'] as const) {
    app[method]<{ Params: { id: number } }>(path(contract[method].path), async (request, reply) => {
      const session = sessionOf(request);
      service.allow(session, summaries);
      const reader = readerOf(session);
      const expected = expectedVersionOf(request);
      const saved = await app.db.transaction(async (tx) => {
        const row = await getSummary(tx, reader, request.params.id, true);
        if (!row) throw notFound();
        // A public summary is the group's to read; changed by its requester and the group's
        // administrators, as every area keeps a plain user to what is theirs (writeAccess.ts).
        if (row.requested_by !== reader.userId && (await writerOf(tx, session)).role === 'USER') throw detail(403, serverText('permission_denied'));
        if (row.state === 'requested') throw refused(409, 'summary_pending');
        if (expected !== undefined && expected !== row.version) throw detail(412, serverText('version_conflict'));
        const input = request.body;
        const merged = method === 'patch' && input && typeof input === 'object' && !Array.isArray(input) ? { ...row.data, ...input } : input;
        const data = service.validate(summaries, merged);
        Object.assign(data, serverOwnedValues(summaries.schema, row.data));
        // Only its requester makes a summary private or public: anyone else who switched a
        // public one would hide it from themselves, and one without a requester from everyone.
        if (data.visibility !== row.data.visibility && row.requested_by !== reader.userId) throw detail(403, serverText('permission_denied'));
        const [updated] = await tx.query<Pick<SummaryRow, 'version' | 'data'>>(
          `UPDATE res_call_summary SET data = $2, version = version + 1, updated_at = now() WHERE id = $1 RETURNING version, data`,
          [row.id, JSON.stringify(data)],
        );
        return { ...row, ...updated };
      });
      return reply.header('ETag', `"${saved.version}"`).send(toSummary(saved, reader));
    });
  }

  app.post<{ Body: { cdr: number } }>(contract.request.path, async (request, reply) => {
    const session = sessionOf(request);
    service.allow(session, summaries);
    if (!session.group.permissions.includes(CDR_PERMISSION)) throw detail(403, serverText('permission_denied'));
    const groupId = session.group.id;
    // The call as the call history shows it to this reader: another user's or group's is not found.
    const call = await getCall(app.db, await scopeOf(app.db, session), request.body.cdr);
    if (!call) throw notFound();
    if (!call.has_recording) throw refused(409, 'summary_no_recording');
    // Refused before any credit is taken: no AI server configured, or the group turned summaries off.
    const offered = await serviceOf(app.db, groupId);
    if (offered.reason) throw refused(409, offered.reason === 'disabled' ? 'summaries_disabled' : 'summariser_unavailable');
    const cost = costOf(call.billsec || call.duration);
    const participants = await participantsOf(app.db, groupId, call);
    const id = await app.db.transaction(async (tx) => {
      await lockCredits(tx, groupId);
      const [existing] = await tx.query<{ id: number; state: string; data: Record<string, unknown> }>(
        'SELECT id, state, data FROM res_call_summary WHERE cdr_id = $1 FOR UPDATE',
        [call.id],
      );
      if (existing && existing.state !== 'error') throw refused(409, 'summary_exists');
      const credits = await creditsOf(tx, app.schemas, groupId);
      if (credits.available < cost) throw refused(402, 'summary_insufficient_credits');
      const data = {
        cdr: call.id,
        date_time: new Date(call.started_at).toISOString(),
        duration: call.duration,
        participants,
        direction: call.direction,
        quick_summary: '',
        sections: [],
        conclusions: [],
        next_steps: [],
        recommendations: [],
        visibility: 'private',
        credits_cost: cost,
      };
      const [row] = existing
        ? await tx.query<{ id: number }>(
            `UPDATE res_call_summary SET data = $2, state = 'requested', requested_by = $3, job_id = NULL, transcript = NULL, version = version + 1, updated_at = now()
              WHERE id = $1 RETURNING id`,
            [existing.id, JSON.stringify(data), session.user.id],
          )
        : await tx.query<{ id: number }>(
            `INSERT INTO res_call_summary (group_id, data, state, requested_by) VALUES ($1, $2, 'requested', $3) RETURNING id`,
            [groupId, JSON.stringify(data), session.user.id],
          );
      return row.id;
    });
    const job = await app.jobs.enqueue(GENERATE_JOB, { summary: id, language: languageOf(request.headers['accept-language']) }, { groupId, userId: session.user.id });
    await app.db.query('UPDATE res_call_summary SET job_id = $2 WHERE id = $1', [id, job]);
    const reader = readerOf(session);
    const row = await getSummary(app.db, reader, id);
    return reply.code(202).send(toSummary(row!, reader));
  });

  /** The reader's rating, and everyone's for the group's administrators (a plain user sees only their own). */
  async function feedbackOf(db: Queryable, session: Session, summaryId: number) {
    const writer = await writerOf(db, session);
    const administrator = writer.role !== 'USER' || writer.adminRole === true;
    return { mine: await ratingOf(db, summaryId, session.user.id), ratings: administrator ? await ratingsOf(db, summaryId) : null };
  }

  app.get<{ Params: { id: number } }>(path(contract.feedback.path), async (request) => {
    const session = sessionOf(request);
    service.allow(session, summaries);
    const row = await getSummary(app.db, readerOf(session), request.params.id);
    if (!row) throw notFound();
    return feedbackOf(app.db, session, row.id);
  });

  // A summary out of the reader's reach is not found whatever the body holds (as recordReachable does for records).
  const readable = async (request: FastifyRequest) => {
    const session = sessionOf(request);
    service.allow(session, summaries);
    const id = recordId((request.params as { id?: unknown }).id);
    if (id === undefined || !(await getSummary(app.db, readerOf(session), id))) throw notFound();
  };

  app.put<{ Params: { id: number }; Body: { useful: boolean; comment?: string } }>(path(contract.rate.path), { preValidation: readable }, async (request) => {
    const session = sessionOf(request);
    service.allow(session, summaries);
    return app.db.transaction(async (tx) => {
      // Whoever reads the summary rates it: a private one of another user is not found.
      const row = await getSummary(tx, readerOf(session), request.params.id, true);
      if (!row) throw notFound();
      if (row.state === 'requested') throw refused(409, 'summary_pending');
      await rate(tx, row.id, session.user.id, request.body);
      return feedbackOf(tx, session, row.id);
    });
  });
}

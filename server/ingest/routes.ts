import type { FastifyInstance, FastifyRequest } from 'fastify';
import { detail } from '../http/errors.ts';
import { SERVER_TEXT } from '../../core/domain/errorCodes.ts';
import { audioKind } from '../areas/media_file/audioKind.ts';
import { writeRecording } from '../areas/cdr/recordingStore.ts';
import type { IngestCall } from './callRecord.ts';
import { INGEST_ROUTES } from './contract.ts';
import { writeCall } from './callWriter.ts';
import { differentCall } from './sameCall.ts';
import { attachEarlyRecording, keepEarlyRecording } from './earlyRecording.ts';
import { RECORDING_MAX_BYTES } from './limits.ts';
import { GROUP_HEADER, platformOf, type Platform } from './tokens.ts';
import { checkDate, checkExtensions, fieldError, partyOf, type GroupFacts } from './groupFacts.ts';
import { checkedWithFacts } from './factsCache.ts';
import { freeswitchRoutes } from './freeswitch/routes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    platform?: Platform;
  }
}

const path = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');
/**
 * What the schema cannot say: a call talks no longer than it lasts, its dates are ones the group
 * lived, its parties are numbers, extensions of the group or withheld. Answers the call as stored.
 */
export function checkedCall(call: IngestCall, facts: GroupFacts): IngestCall {
  checkDate('start', call.start, facts);
  if (call.billsec > call.duration) throw fieldError('billsec', 'max_value', { limit: call.duration });
  if (call.status !== 'answered' && call.billsec > 0) throw fieldError('billsec', 'max_value', { limit: 0 });
  for (const leg of call.legs ?? []) checkDate('legs', leg.at, facts);
  checkExtensions('extensions', call.extensions ?? [], facts);
  return { ...call, caller: partyOf('caller', call.caller, facts), callee: partyOf('callee', call.callee, facts) };
}

/**
 * The ingestion API (`/api/ingest/v1/…`): a phone platform feeds the call history. The routes
 * are open to the user-session guard (auth/guard.ts) and answer to the platform's own token
 * instead, checked before the input is read (401 before any 400, as for users).
 */
export function ingestRoutes(app: FastifyInstance) {
  const authenticate = async (request: FastifyRequest) => {
    const platform = await platformOf(app.db, request.headers.authorization, request.headers[GROUP_HEADER]);
    if (!platform) throw detail(401, SERVER_TEXT.invalidToken, { 'WWW-Authenticate': 'Bearer' });
    request.platform = platform;
  };
  const platform = (request: FastifyRequest) => request.platform!;

  app.post(path(INGEST_ROUTES.postCall.path), { config: { public: true }, preValidation: authenticate }, async (request, reply) => {
    const call = await checkedWithFacts(app.db, platform(request).groupId, (facts) => checkedCall(request.body as IngestCall, facts));
    const { id, created, differences } = await writeCall(app.db, { groupId: platform(request).groupId, platformId: platform(request).id, call });
    if (differences.length) throw differentCall(differences);
    return reply.code(created ? 201 : 200).send({ id, call_id: call.call_id, created });
  });

  // FreeSWITCH's mod_json_cdr posts its own JSON CDR (freeswitch/).
  freeswitchRoutes(app);

  app.register(async (audio) => {
    // The recording is the body itself, read as bytes up to the limit; its kind comes from its content.
    audio.addContentTypeParser(/^(audio\/[\w.+-]+|application\/octet-stream)$/, { parseAs: 'buffer', bodyLimit: RECORDING_MAX_BYTES }, (_req, body, done) => done(null, body));
    audio.put<{ Params: { call_id: string } }>(
      path(INGEST_ROUTES.putRecording.path),
      { config: { public: true }, preValidation: authenticate, bodyLimit: RECORDING_MAX_BYTES },
      async (request, reply) => {
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw fieldError('file', 'required');
        const kind = audioKind(bytes);
        if (!kind) throw fieldError('file', 'media_file_type');
        const { groupId } = platform(request);
        const callId = request.params.call_id;
        const callOf = () => app.db.query<{ id: number }>('SELECT id FROM res_cdr WHERE group_id = $1 AND call_id = $2', [groupId, callId]);
        const duration = kind.duration === null ? null : Math.round(kind.duration);
        let rows = await callOf();
        if (!rows[0]) {
          // Before its call record: kept, and attached when the record comes (202: accepted, not yet in the call history).
          await keepEarlyRecording(app.db, groupId, callId, bytes, kind);
          // The record may have come in between, its insert finding nothing to attach: attach it here.
          rows = await callOf();
          if (!rows[0]) return reply.code(202).send({ id: null, call_id: callId, content_type: kind.content_type, size: bytes.length, duration });
          await attachEarlyRecording(app.db, groupId, callId, rows[0].id);
        }
        await writeRecording(app.db, rows[0].id, bytes, kind);
        return { id: rows[0].id, call_id: callId, content_type: kind.content_type, size: bytes.length, duration };
      },
    );
  });
}

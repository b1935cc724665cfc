import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.ts';
import { holdLock } from '../db/locks.ts';
import type { RouteContract } from '../routes/contract/route.ts';
import { detail, HttpError } from '../http/errors.ts';
import { SERVER_TEXT } from '../../core/domain/errorCodes.ts';
import { CALL_ID_PATTERN } from './callRecord.ts';
import { GROUP_HEADER, platformOf } from './tokens.ts';
import { checkDate, checkExtensions, fieldError, partyOf, type GroupFacts } from './groupFacts.ts';
import { checkedWithFacts } from './factsCache.ts';

/** What a phone platform reports as it happens (Asterisk's AMI queue events, FreeSWITCH's mod_callcenter events carry these). */
export const LIVE_EVENT_TYPES = ['call_started', 'call_queued', 'call_answered', 'call_ended', 'agent_state'] as const;
export const AGENT_STATES = ['available', 'ringing', 'in_call', 'wrap_up', 'paused', 'offline'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export interface LiveEvent {
  event_id: string;
  at: string;
  type: LiveEventType;
  call_id?: string;
  direction?: 'inbound' | 'outbound' | 'internal';
  caller?: string;
  callee?: string;
  queue?: string;
  extension?: number;
  answered?: boolean;
  status?: (typeof AGENT_STATES)[number];
  queues?: string[];
}

/** Told to every portal showing the group's wallboard: it reads the wallboard again. */
export const LIVE_CHANGED = 'live_statistics.changed';

/** As a call record's caller and callee (callRecord.ts): a number, an extension of the group, or anonymous. */
const party = { type: 'string', minLength: 1, maxLength: 100, description: 'A number (E.164, or national for the group’s country: stored in E.164), an extension of the group, or `anonymous` when withheld.' };
const queueName = { type: 'string', minLength: 1, maxLength: 100, description: 'The queue as the platform names it: its extension number or its description, as in the call records’ legs.' };

export const LIVE_EVENT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['event_id', 'at', 'type'],
  properties: {
    event_id: { type: 'string', pattern: CALL_ID_PATTERN, description: 'The platform’s id of this event; a second post of the same id changes nothing (idempotent).' },
    at: { type: 'string', format: 'date-time', maxLength: 40, description: 'When it happened, with its offset (RFC 3339): not before the group was created, at most a day ahead.' },
    type: { enum: [...LIVE_EVENT_TYPES], description: 'call_started, call_queued, call_answered and call_ended need call_id; agent_state needs extension and status.' },
    call_id: { type: 'string', pattern: CALL_ID_PATTERN, description: 'The call, as the call record will name it.' },
    direction: { enum: ['inbound', 'outbound', 'internal'], description: 'call_started; default inbound.' },
    caller: party,
    callee: party,
    queue: queueName,
    extension: { type: 'integer', minimum: 0, maximum: 32767, description: 'The agent’s extension, of the group: who answered (call_answered), whose state (agent_state).' },
    answered: { type: 'boolean', description: 'call_ended: whether the call was answered (default: whether a call_answered came).' },
    status: { enum: [...AGENT_STATES], description: 'agent_state: the agent’s state.' },
    queues: { type: 'array', maxItems: 50, items: queueName, description: 'agent_state: the queues the agent serves.' },
  },
} as const;

/** The most events one batch carries (a few seconds of a busy engine's calls). */
export const LIVE_BATCH_MAX = 500;

const stored = {
  type: 'object',
  required: ['event_id', 'created'],
  properties: { event_id: { type: 'string' }, created: { type: 'boolean', description: 'false: the group already had this event (a retry); nothing changed.' } },
};

export const LIVE_INGEST_ROUTES = {
  postLiveEvent: {
    method: 'POST', path: '/ingest/v1/live-events/', operationId: 'ingest_live_event_create', tags: ['ingest'], version: 'v1', open: true, errors: [400, 401],
    summary: 'Feed one live event (the wallboard’s calls, queues and agents)',
    description:
      'Authenticated by a platform token (`Authorization: Bearer <token>`, issued by `npm run platform-token`), like the call records; the token names the group (the registrar token of `npm run sip` names it in a `Switchboard-Group` header). Idempotent by event_id. The state is kept in the database, so every API server shows the same wallboard, and each change is pushed to the portals over the event stream.',
    body: LIVE_EVENT_SCHEMA,
    responses: { 201: { description: 'Applied', schema: stored }, 200: { description: 'Already applied (a retry)', schema: stored } },
  },
  postLiveEventBatch: {
    method: 'POST', path: '/ingest/v1/live-events/batch/', operationId: 'ingest_live_event_batch', tags: ['ingest'], version: 'v1', open: true, errors: [400, 401],
    summary: 'Feed several live events at once, in order',
    description:
      'As one live event each (same token, same checks, idempotent by event_id), for a platform that reports many calls a second (the shipped Kamailio posts its queue of ' +
      `events every few milliseconds): applied in order in one transaction, the group's portals told once. One event refused refuses the batch (400, the field named events[<index>].<field>). At most ${LIVE_BATCH_MAX} events.`,
    body: { type: 'object', additionalProperties: false, required: ['events'], properties: { events: { type: 'array', minItems: 1, maxItems: LIVE_BATCH_MAX, items: LIVE_EVENT_SCHEMA } } },
    responses: { 200: { description: 'Applied (each event says whether it was new)', schema: { type: 'object', required: ['results'], properties: { results: { type: 'array', items: stored } } } } },
  },
} satisfies Record<string, RouteContract>;

/** What the schema cannot say: each type's own fields, and the same dates, parties and extensions as the call records (groupFacts.ts). */
function checkedEvent(event: LiveEvent, facts: GroupFacts): LiveEvent {
  checkDate('at', event.at, facts);
  if (event.type === 'agent_state') {
    if (event.extension === undefined) throw fieldError('extension', 'required');
    if (!event.status) throw fieldError('status', 'required');
  } else if (!event.call_id) throw fieldError('call_id', 'required');
  if (event.type === 'call_queued' && !event.queue) throw fieldError('queue', 'required');
  if (event.extension !== undefined) checkExtensions('extension', [event.extension], facts);
  return {
    ...event,
    ...(event.caller !== undefined ? { caller: partyOf('caller', event.caller, facts) } : {}),
    ...(event.callee !== undefined ? { callee: partyOf('callee', event.callee, facts) } : {}),
  };
}

/**
 * Applies one event to the group's live state in its transaction. A call that has ended stays
 * ended: a late or repeated event about it changes nothing, so events that arrive out of order
 * never bring a finished call back on the wallboard.
 */
async function applyEvent(tx: Queryable, group: number, e: LiveEvent): Promise<void> {
  if (e.type === 'agent_state') {
    await tx.query(
      `INSERT INTO live_agents (group_id, extension, status, status_since, queues) VALUES ($1, $2, $3, $4, $5::text[])
       ON CONFLICT (group_id, extension) DO UPDATE SET status = EXCLUDED.status, status_since = EXCLUDED.status_since,
         queues = CASE WHEN $6 THEN EXCLUDED.queues ELSE live_agents.queues END
       WHERE live_agents.status_since <= EXCLUDED.status_since`,
      [group, e.extension, e.status, e.at, e.queues ?? [], e.queues !== undefined],
    );
    return;
  }
  const ended = await tx.query('SELECT 1 FROM live_call_outcomes WHERE group_id = $1 AND call_id = $2', [group, e.call_id]);
  if (ended[0]) return;
  if (e.type === 'call_ended') {
    const rows = await tx.query<{ queue: string | null; extension: number | null; answered_at: Date | null }>(
      'DELETE FROM live_calls WHERE group_id = $1 AND call_id = $2 RETURNING queue, extension, answered_at',
      [group, e.call_id],
    );
    const call = rows[0];
    await tx.query(
      'INSERT INTO live_call_outcomes (group_id, call_id, ended_at, answered, queue, extension) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING',
      [group, e.call_id, e.at, e.answered ?? Boolean(call?.answered_at), e.queue ?? call?.queue ?? null, e.extension ?? call?.extension ?? null],
    );
    return;
  }
  const state = e.type === 'call_answered' ? 'in_call' : e.type === 'call_queued' ? 'queued' : 'ringing';
  // One upsert per step: the first event seen creates the call (a platform may skip call_started).
  await tx.query(
    `INSERT INTO live_calls (group_id, call_id, direction, caller, callee, state, queue, extension, started_at, queued_at, answered_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $6 = 'queued' THEN $9::timestamptz END, CASE WHEN $6 = 'in_call' THEN $9::timestamptz END)
     ON CONFLICT (group_id, call_id) DO UPDATE SET
       state = CASE WHEN live_calls.state = 'in_call' AND EXCLUDED.state <> 'in_call' THEN live_calls.state ELSE EXCLUDED.state END,
       caller = CASE WHEN $4 = '' THEN live_calls.caller ELSE EXCLUDED.caller END,
       callee = CASE WHEN $5 = '' THEN live_calls.callee ELSE EXCLUDED.callee END,
       queue = coalesce(EXCLUDED.queue, live_calls.queue),
       extension = coalesce(EXCLUDED.extension, live_calls.extension),
       started_at = least(live_calls.started_at, EXCLUDED.started_at),
       queued_at = coalesce(live_calls.queued_at, EXCLUDED.queued_at),
       answered_at = coalesce(live_calls.answered_at, EXCLUDED.answered_at)`,
    [group, e.call_id, e.direction ?? 'inbound', e.caller ?? '', e.callee ?? '', state, e.queue ?? null, e.extension ?? null, e.at],
  );
}

/** Applies an event once (by its id) in the caller's transaction; false: it was a retry. */
async function applyOnce(tx: Queryable, group: number, event: LiveEvent): Promise<boolean> {
  const fresh = await tx.query('INSERT INTO live_event_ids (group_id, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1', [group, event.event_id]);
  if (!fresh[0]) return false;
  await applyEvent(tx, group, event);
  return true;
}

/** Applies events once each (by id), in order in one transaction, and tells the group's portals once; each: false when it was a retry. */
export async function ingestLiveEvents(app: FastifyInstance, group: number, events: LiveEvent[]): Promise<boolean[]> {
  const created = await app.db.transaction(async (tx) => {
    // The group's batches one after another: two applying the same calls in another order would deadlock.
    await holdLock(tx, 'liveEvents', group);
    const applied: boolean[] = [];
    for (const event of events) applied.push(await applyOnce(tx, group, event));
    return applied;
  });
  if (created.some(Boolean)) await app.events.publish({ type: LIVE_CHANGED, groupId: group, data: {} });
  return created;
}

/** Applies an event once (by its id) and tells the group's portals; false: it was a retry. */
export async function ingestLiveEvent(app: FastifyInstance, group: number, event: LiveEvent): Promise<boolean> {
  return (await ingestLiveEvents(app, group, [event]))[0];
}

/** A batch's event checked as one (checkedEvent), its refusal naming the event: events[<index>].<field>. */
function checkedInBatch(event: LiveEvent, index: number, facts: GroupFacts): LiveEvent {
  try {
    return checkedEvent(event, facts);
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 400 || typeof error.body !== 'object' || !error.body) throw error;
    throw new HttpError(400, Object.fromEntries(Object.entries(error.body).map(([field, messages]) => [`events[${index}].${field}`, messages])));
  }
}

/** POST /api/ingest/v1/live-events/: the platform's token first (401 before any 400), as the call records' route. */
export function liveEventRoutes(app: FastifyInstance) {
  const authenticate = async (request: FastifyRequest) => {
    const platform = await platformOf(app.db, request.headers.authorization, request.headers[GROUP_HEADER]);
    if (!platform) throw detail(401, SERVER_TEXT.invalidToken, { 'WWW-Authenticate': 'Bearer' });
    request.platform = platform;
  };
  app.post(LIVE_INGEST_ROUTES.postLiveEvent.path, { config: { public: true }, preValidation: authenticate }, async (request, reply) => {
    const event = await checkedWithFacts(app.db, request.platform!.groupId, (facts) => checkedEvent(request.body as LiveEvent, facts));
    const created = await ingestLiveEvent(app, request.platform!.groupId, event);
    return reply.code(created ? 201 : 200).send({ event_id: event.event_id, created });
  });
  app.post(LIVE_INGEST_ROUTES.postLiveEventBatch.path, { config: { public: true }, preValidation: authenticate }, async (request) => {
    const events = await checkedWithFacts(app.db, request.platform!.groupId, (facts) => (request.body as { events: LiveEvent[] }).events.map((event, i) => checkedInBatch(event, i, facts)));
    const created = await ingestLiveEvents(app, request.platform!.groupId, events);
    return { results: events.map((event, i) => ({ event_id: event.event_id, created: created[i] })) };
  });
}

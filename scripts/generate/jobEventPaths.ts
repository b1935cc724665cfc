import { errors, json, ref } from './openapiParts.ts';

/** Background jobs and live events: served by server/routes/jobs.ts and server/routes/events.ts. */
export function jobEventPaths() {
  return {
    tags: [{ name: 'live', description: 'Background jobs and live events' }],
    schemas: {
      Job: {
        type: 'object',
        required: ['id', 'kind', 'state', 'progress', 'message', 'result', 'error', 'attempts', 'created_at', 'updated_at', 'finished_at'],
        properties: {
          id: { type: 'integer' },
          kind: { type: 'string', description: 'The registered job kind, e.g. phonebook.import.' },
          state: { enum: ['queued', 'running', 'succeeded', 'failed'] },
          progress: { type: 'integer', minimum: 0, maximum: 100, description: 'Percent done.' },
          message: { type: 'string', description: 'What the job is doing now.' },
          result: { description: 'What the job produced, once succeeded (depends on the kind).' },
          error: { type: ['string', 'null'], description: 'Why the last run failed, when it is meant to be shown.' },
          attempts: { type: 'integer', description: 'Runs started so far; a run cut off by a server stop counts when the server died.' },
          created_at: { type: 'string', format: 'date-time' },
          updated_at: { type: 'string', format: 'date-time' },
          finished_at: { type: ['string', 'null'], format: 'date-time' },
        },
      },
      EventTicket: {
        type: 'object',
        required: ['ticket', 'expires_in'],
        properties: {
          ticket: { type: 'string', pattern: '^[A-Za-z0-9_-]{32}$', description: 'Single use; for GET v1/events/?ticket=.' },
          expires_in: { type: 'integer', description: 'Seconds the ticket stays valid.' },
        },
      },
    },
    paths: {
      '/v1/jobs/{id}/': {
        get: {
          operationId: 'job_retrieve',
          tags: ['live'],
          summary: 'A background job of the group acted on: state, percent done and what it is doing',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: { 200: json(ref('Job'), 'The job'), ...errors('v1', [401, 403, 404]) },
        },
      },
      '/v1/events/ticket/': {
        post: {
          operationId: 'events_ticket',
          tags: ['live'],
          summary: 'A single-use ticket, valid for 30 seconds, that opens one event stream (EventSource cannot send headers)',
          responses: { 201: json(ref('EventTicket'), 'The ticket'), ...errors('v1', [401, 403]) },
        },
      },
      '/v1/events/': {
        get: {
          operationId: 'events_stream',
          tags: ['live'],
          summary: 'Live events of the groups the session may act on, as Server-Sent Events: each data line is {type, group, data}',
          description:
            'Opened only with ?ticket= from POST v1/events/ticket/ (EventSource sends no headers). ' +
            'A comment line comes as a heartbeat; the stream ends when the session does. Event types: job.updated ' +
            '({id, kind, state, progress, message}) and events.resync (events may have been missed: fetch again).',
          security: [],
          parameters: [{ name: 'ticket', in: 'query', required: true, schema: { type: 'string', maxLength: 100 } }],
          responses: {
            200: { description: 'The stream', content: { 'text/event-stream': { schema: { type: 'string' } } } },
            ...errors('v1', [401, 403]),
          },
        },
      },
    },
  };
}

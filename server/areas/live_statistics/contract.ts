import type { RouteContract } from '../../routes/contract/route.ts';
import { AGENT_STATES, LIVE_INGEST_ROUTES } from '../../ingest/liveEvents.ts';

const int = { type: 'integer', minimum: 0 };
const moment = { type: 'string', format: 'date-time' };
const nullable = (schema: object) => ({ anyOf: [schema, { type: 'null' }] });
const row = (properties: Record<string, unknown>) => ({ type: 'object', additionalProperties: false, required: Object.keys(properties), properties });

/** The live wallboard (portal-overview §2, /live-statistic) and the ingestion call that feeds it. */
export const LIVE_STATISTICS_ROUTES = {
  get: {
    method: 'GET', path: '/v1/live_statistics/', operationId: 'live_statistics_retrieve', tags: ['statistics'], version: 'v1', errors: [401, 403],
    summary: 'What is happening now in the group: calls, queues, agents, today’s counters',
    description:
      'Kept from the live events a phone platform posts (POST ingest/v1/live-events/); empty while none has. The group must hold the permissions statistic and live_statistic. A change is announced on the event stream as `live_statistics.changed`; read this again then, and after `events.resync`.',
    responses: {
      200: {
        description: 'The wallboard',
        schema: row({
          now: { ...moment, description: 'The server’s clock: waiting times count from it.' },
          time_zone: { type: 'string', description: 'The zone of “today”.' },
          live_agents: { ...int, description: 'Agents not offline.' },
          people_in_queue: int,
          people_in_calls: int,
          answered_today: int,
          missed_today: int,
          calls: {
            type: 'array',
            items: row({
              call_id: { type: 'string' }, direction: { enum: ['inbound', 'outbound', 'internal'] }, caller: { type: 'string' }, callee: { type: 'string' },
              state: { enum: ['ringing', 'queued', 'in_call'] }, queue: nullable({ type: 'string' }), extension: nullable(int),
              started_at: moment, queued_at: nullable(moment), answered_at: nullable(moment),
            }),
          },
          queues: {
            type: 'array',
            items: row({
              name: { type: 'string', description: 'As the platform names it.' },
              queue: nullable({ type: 'integer', description: 'The configured queue of that extension number or description.' }),
              description: { type: 'string' },
              waiting: int,
              longest_waiting_since: nullable(moment),
              agents: int,
              available_agents: int,
              answered: { ...int, description: 'Today.' },
              abandoned: { ...int, description: 'Today: callers who hung up unanswered.' },
            }),
          },
          agents: {
            type: 'array',
            items: row({
              extension: int, name: nullable({ type: 'string' }), status: { enum: [...AGENT_STATES] }, status_since: moment,
              queues: { type: 'array', items: { type: 'string' } }, calls_answered: { ...int, description: 'Today.' },
            }),
          },
        }),
      },
    },
  },
  platformToken: {
    method: 'POST', path: '/v1/live_statistics/platform_token/', operationId: 'live_statistics_platform_token_create', tags: ['statistics'], version: 'v1',
    errors: [401, 403],
    summary: 'Issue a phone platform’s ingestion token for the group',
    description:
      'For the group’s administrators (and resellers acting on it), when the group holds statistic and live_statistic: the token a phone platform sends to the ingestion API (live events and call records) for this group. Shown once; only its hash is kept. The same as `npm run platform-token` on the server.',
    body: { type: 'object', additionalProperties: false, properties: { name: { type: 'string', minLength: 1, maxLength: 100, description: 'What the platform is, e.g. "Asterisk PBX 1".' } } },
    responses: { 201: { description: 'The token', schema: row({ token: { type: 'string', pattern: '^[0-9a-f]{40}$' } }) } },
  },
  ...LIVE_INGEST_ROUTES,
} satisfies Record<string, RouteContract>;
export { LIVE_STATISTICS_ROUTES as contract };

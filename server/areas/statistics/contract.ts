import type { RouteContract } from '../../routes/contract/route.ts';
import { PERIODS } from './periods.ts';
import { DIRECTIONS } from './query.ts';

const int = { type: 'integer', minimum: 0 };
const FIGURES = {
  calls: int, answered: int, missed: int,
  avg_talk: { ...int, description: 'Seconds, answered calls.' }, longest_talk: int,
  avg_wait: { ...int, description: 'Seconds before the answer (or the hang-up), inbound calls.' }, longest_wait: int,
  waited_over_20: { ...int, description: 'Inbound calls that waited more than 20 seconds (configuration-areas §9).' },
};
const figures = (extra: Record<string, unknown> = {}, required: string[] = []) => ({
  type: 'object',
  additionalProperties: false,
  required: [...Object.keys(FIGURES), ...required],
  properties: { ...FIGURES, ...extra },
});

/** The statistics page's one call (portal-overview §2, configuration-areas §9). */
export const STATISTICS_ROUTES = {
  get: {
    method: 'GET', path: '/v1/statistics/', operationId: 'statistics_retrieve', tags: ['statistics'], version: 'v1', errors: [400, 401, 403],
    summary: 'The group’s call figures over a period',
    description:
      'Aggregated from the call history, in the group’s time zone (its country’s; `time_zone` in the answer). The group must hold the permissions statistic and statistics. A plain user’s figures count the calls of their own extension only.',
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: {
        period: { enum: [...PERIODS], description: 'Default last_7_days.' },
        extension: { type: 'integer', minimum: 0, maximum: 32767, description: 'Calls that involved this extension number.' },
        queue: { type: 'string', minLength: 1, maxLength: 100, description: 'Calls that waited in this queue, as the platform names it.' },
        direction: { enum: [...DIRECTIONS] },
      },
    },
    responses: {
      200: {
        description: 'The figures',
        schema: {
          type: 'object',
          additionalProperties: false,
          required: ['period', 'time_zone', 'from', 'to', 'bucket', 'totals', 'unanswered', 'over_time', 'per_extension', 'per_queue', 'busiest_hours', 'per_direction'],
          properties: {
            period: { enum: [...PERIODS] },
            time_zone: { type: 'string', description: 'The IANA zone the days and hours are counted in.' },
            from: { type: 'string', format: 'date-time', description: 'The period’s first moment.' },
            to: { type: 'string', format: 'date-time', description: 'The first moment after the period.' },
            bucket: { enum: ['hour', 'day', 'month'], description: 'The slot of over_time.' },
            totals: figures({ inbound: int, outbound: int, internal: int }, ['inbound', 'outbound', 'internal']),
            unanswered: {
              type: 'object',
              additionalProperties: false,
              description: 'Inbound calls not answered (portal-overview §3), split by the group’s working hours: the time schedule its numbers’ call flows use, else its oldest one (README, Statistics).',
              required: ['working_hours', 'off_hours', 'schedule'],
              properties: {
                working_hours: { ...int, description: 'Came in while the schedule was open.' },
                off_hours: { ...int, description: 'Came in while it was closed: outside its ranges, in a closed range, or on a closed date.' },
                schedule: {
                  description: 'The time schedule read as the working hours; null: the group has none, and every call counts in working hours.',
                  anyOf: [
                    { type: 'object', additionalProperties: false, required: ['id', 'description'], properties: { id: { type: 'integer' }, description: { type: 'string' } } },
                    { type: 'null' },
                  ],
                },
              },
            },
            over_time: {
              type: 'array',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['start', 'answered', 'missed'],
                properties: { start: { type: 'string', description: 'The slot’s local start, YYYY-MM-DDTHH:MM.' }, answered: int, missed: int },
              },
            },
            per_extension: { type: 'array', items: figures({ extension: int, name: { type: ['string', 'null'] } }, ['extension', 'name']) },
            per_queue: { type: 'array', items: figures({ queue: { type: 'string' } }, ['queue']) },
            busiest_hours: {
              type: 'array',
              description: 'Calls per local weekday (1 Monday … 7 Sunday) and hour; slots without calls are left out.',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['weekday', 'hour', 'calls'],
                properties: { weekday: { type: 'integer', minimum: 1, maximum: 7 }, hour: { type: 'integer', minimum: 0, maximum: 23 }, calls: int },
              },
            },
            per_direction: {
              type: 'array',
              description: 'Answered and missed calls per direction, always the three directions in this order.',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['direction', 'calls', 'answered', 'missed'],
                properties: { direction: { enum: [...DIRECTIONS] }, calls: int, answered: int, missed: int },
              },
            },
          },
        },
      },
    },
  },
} satisfies Record<string, RouteContract>;
export { STATISTICS_ROUTES as contract };

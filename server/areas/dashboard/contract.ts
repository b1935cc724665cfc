import { model, type RouteContract } from '../../routes/contract/route.ts';
import { RANGES } from './ranges.ts';

/**
 * The dashboard's own calls beyond its summary (server/routes/dashboard.ts): the user's settings
 * record (portal-overview §3 "settings": the dashboard configuration) and the resellers' client
 * dashboard chart (portal-overview §3).
 */
export const contract = {
  settingsGet: {
    method: 'GET', path: '/v1/settings/', operationId: 'user_settings_retrieve', tags: ['dashboard'], version: 'v1', errors: [401, 403],
    summary: 'The signed-in user’s own settings: the dashboard configuration (null: the default layout)',
    description: 'Always the caller’s own record, whichever group the session acts on; its version is also the ETag.',
    responses: { 200: { description: 'The settings', schema: model('user_settings') } },
  },
  settingsPut: {
    method: 'PUT', path: '/v1/settings/', operationId: 'user_settings_update', tags: ['dashboard'], version: 'v1', errors: [400, 401, 403, 412],
    summary: 'Save the signed-in user’s settings; dashboard null goes back to the default layout',
    description: 'Send the version read in If-Match (or as version): a write based on another version answers 412 version_conflict.',
    body: model('user_settings_write'),
    responses: { 200: { description: 'The settings as saved', schema: model('user_settings') } },
  },
  clientChart: {
    method: 'GET', path: '/v1/dashboard/client_chart/', operationId: 'dashboard_client_chart', tags: ['dashboard'], version: 'v1', errors: [400, 401, 403],
    summary: 'A reseller’s client dashboard chart: inbound and outbound calls of all its client groups over the range',
    description: 'For resellers only. Slots are hours (24h) or days (7d, 30d) in UTC; the averages are per day and per call (seconds).',
    querystring: { type: 'object', additionalProperties: false, properties: { range: { enum: [...RANGES], description: 'Default 7d.' } } },
    responses: { 200: { description: 'The chart', schema: model('client_dashboard_chart') } },
  },
} satisfies Record<string, RouteContract>;

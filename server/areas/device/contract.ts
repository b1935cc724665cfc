import { model, pathIds, type RouteContract } from '../../routes/contract/route.ts';

const id = pathIds({ id: 'The device.' });

const layoutButton = {
  type: 'object',
  description: 'A button as dss_buttons/ takes it, without its device; a button set up by support is sent back unchanged, with its id.',
  properties: {
    id: { type: 'integer' },
    module: { type: 'integer' },
    page: { type: 'integer' },
    position: { type: 'integer' },
    type: { type: 'string' },
    name: { type: 'string' },
    value: { type: 'string' },
    label: { type: 'string' },
  },
};

/** The devices' calls beyond their CRUD (configuration-areas §4, §5; ARCHITECTURE: the provisioning endpoint). */
export const contract = {
  layout: {
    method: 'PUT', path: '/v1/devices/{id}/dss_buttons/', operationId: 'device_dss_buttons_update', tags: ['device'], version: 'v1', errors: [400, 401, 403, 404],
    summary: 'Replace the DSS buttons of a device, all or nothing',
    description:
      'The DSS editor saves the whole layout at once, so that buttons can swap keys. Each button is checked as dss_buttons/ checks it (a key the device has, ' +
      'one button per key, no more buttons than keys); buttons set up by support must be sent back unchanged and stay.',
    params: id,
    body: { type: 'object', required: ['buttons'], additionalProperties: false, properties: { buttons: { type: 'array', maxItems: 1000, items: layoutButton } } },
    responses: { 200: { description: 'The device’s buttons as saved', schema: { type: 'object', required: ['results'], properties: { results: { type: 'array', items: model('dss_button') } } } } },
  },
  push: {
    method: 'POST', path: '/v1/devices/{id}/push/', operationId: 'device_push', tags: ['device'], version: 'v1', errors: [400, 401, 403, 404],
    summary: 'Push the device’s settings (a background job)',
    description:
      'Builds the configuration the device is answered with at its next provisioning fetch and marks it pushed; watch the job with v1/jobs/{id}/ and the job.updated events. ' +
      'No phone platform is attached that could make the phone fetch at once.',
    params: id,
    responses: { 202: { description: 'The push has started', schema: { type: 'object', required: ['job'], properties: { job: { type: 'integer' } } } } },
  },
  secret: {
    method: 'POST', path: '/v1/devices/{id}/provisioning_secret/', operationId: 'device_provisioning_secret', tags: ['device'], version: 'v1', errors: [401, 403, 404],
    summary: 'Make a new provisioning secret for the device (shown once)',
    description: 'The device fetches its configuration with HTTP basic authentication: its MAC address as user name (12 hex digits, or with dashes; not with colons, at which HTTP basic splits) and this secret as password. A new secret replaces the old one at once.',
    params: id,
    responses: {
      200: {
        description: 'The secret, which is stored only as a hash',
        schema: {
          type: 'object',
          required: ['username', 'secret', 'url'],
          properties: { username: { type: 'string' }, secret: { type: 'string' }, url: { type: 'string', description: 'Where the device fetches its configuration.' } },
        },
      },
    },
  },
  provisioning: {
    method: 'GET', path: '/v1/provisioning/{file}', operationId: 'provisioning_fetch', tags: ['device'], version: 'v1', errors: [401, 404, 429], open: true,
    summary: 'A phone fetches its configuration, in its vendor’s own format',
    description:
      'Called by the phone itself, at least every 24 hours, with HTTP basic authentication (the MAC address and the device’s provisioning secret); every refusal, ' +
      'a file naming another device’s MAC address included, is the same 401. The file names are the vendor’s: Yealink `y000000000000.boot`, its model’s ' +
      '`y0000000000NN.cfg` and `<mac>.cfg`; Snom `snom<model>-<MAC>.htm` or `<mac>.xml`; Poly `<mac>.cfg` and `<mac>-phone.cfg`; Grandstream `cfg<mac>.xml`; ' +
      'Gigaset bases `<mac>.xml`; `<mac>-directory.xml` is the directory in the vendor’s remote-phonebook format (not for adapters). A file the model does not read is 404. ' +
      'A configuration file carries the SIP account of the device’s user, its keys, language and time zone, and records the fetch as the device’s last update.',
    params: { type: 'object', required: ['file'], properties: { file: { type: 'string' } } },
    responses: {
      200: {
        description: 'The configuration, or the directory',
        content: { 'text/plain': { type: 'string' }, 'application/xml': { type: 'string' } },
      },
    },
  },
} satisfies Record<string, RouteContract>;

import { pathIds, type RouteContract } from '../../routes/contract/route.ts';

const id = pathIds({ id: 'The extension.' });

const registration = {
  type: 'object',
  required: ['contact', 'user_agent', 'source', 'expires_at', 'registered_at', 'last_registration'],
  properties: {
    contact: { type: 'string', description: 'The contact address the phone registered.' },
    user_agent: { type: 'string', description: 'The phone as its User-Agent header names it.' },
    source: { type: 'string', description: 'Where its REGISTER came from (address:port).' },
    expires_at: { type: 'string', format: 'date-time' },
    registered_at: { type: 'string', format: 'date-time' },
    last_registration: { type: 'string', format: 'date-time', description: 'Its last REGISTER (a refresh).' },
  },
};

const account = {
  type: 'object',
  required: ['username', 'auth_name', 'domain', 'registrar', 'changed_at', 'registered', 'registrations'],
  properties: {
    username: { type: 'string', description: 'The user part of the address the phone registers: the extension’s number.' },
    auth_name: { type: 'string', description: 'The digest user name, unique on the server.' },
    domain: { type: 'string', description: 'The group’s SIP domain, also the digest realm.' },
    registrar: { type: 'string', description: 'Where phones send their REGISTERs (host:port).' },
    changed_at: { type: 'string', format: 'date-time', description: 'When the password was last made.' },
    registered: { type: 'boolean', description: 'Whether a registrar reports a live registration.' },
    registrations: { type: 'array', items: registration },
  },
};

const REGISTRAR_AUTH =
  'Called by the SIP registrar (Kamailio, `npm run sip`), not by people: authenticated by the registrar token (`Authorization: Bearer <token>`, printed by `npm run sip -- --print-token`) for every group, or by a group’s platform token (`npm run platform-token`) for that group only.';

/** The extensions' SIP accounts (issue 17): what their pages show, the password's reveal and renewal, and the registrar's calls. */
export const contract = {
  sipAccount: {
    method: 'GET', path: '/v3/user/extension/{id}/sip_account/', operationId: 'extension_sip_account', tags: ['extension'], version: 'v3', errors: [401, 403, 404],
    summary: 'The extension’s SIP account and registrations, without its password',
    description: 'An administrator reads any extension’s of the group, a plain user only their own (403 otherwise).',
    params: id,
    responses: { 200: { description: 'The account', schema: account } },
  },
  revealPassword: {
    method: 'POST', path: '/v3/user/extension/{id}/sip_account/reveal/', operationId: 'extension_sip_password_reveal', tags: ['extension'], version: 'v3', errors: [401, 403, 404],
    summary: 'Reveal the SIP password (logged)',
    description: 'The password in clear, for whoever may read the account (an administrator, or the extension’s own user). Every reveal is logged with who asked.',
    params: id,
    responses: { 200: { description: 'The password', schema: { type: 'object', required: ['password'], properties: { password: { type: 'string' } } } } },
  },
  newPassword: {
    method: 'POST', path: '/v3/user/extension/{id}/sip_account/password/', operationId: 'extension_sip_password_new', tags: ['extension'], version: 'v3', errors: [401, 403, 404],
    summary: 'Make a new SIP password (the old one stops working at once)',
    description: 'The group’s administrators only. The registrar asks for the credentials at every REGISTER, so the old password is refused from now on; the phone gets the new one at its next provisioning fetch. Logged.',
    params: id,
    responses: { 200: { description: 'The account, without the password', schema: account } },
  },
  registrarCredentials: {
    method: 'GET', path: '/ingest/v1/sip/credentials/', operationId: 'sip_registrar_credentials', tags: ['ingest'], version: 'v1', open: true, errors: [400, 401, 404],
    summary: 'The digest HA1 of a SIP account (for the registrar)',
    description: `${REGISTRAR_AUTH} Answers the HA1, MD5(auth_name:realm:password), as text, when the auth name is an account of the realm’s group and, if given, user is its extension’s number; 404 otherwise. Never the password.`,
    querystring: {
      type: 'object',
      required: ['auth_name', 'realm'],
      properties: {
        auth_name: { type: 'string', minLength: 1, maxLength: 64 },
        realm: { type: 'string', minLength: 1, maxLength: 255 },
        user: { type: 'string', maxLength: 64, description: 'The user part of the AOR being registered: it must be the account’s.' },
      },
    },
    responses: { 200: { description: 'The HA1 (32 hex digits)', content: { 'text/plain': { type: 'string' } } } },
  },
  registrarEvent: {
    method: 'POST', path: '/ingest/v1/sip/registrations/', operationId: 'sip_registrar_event', tags: ['ingest'], version: 'v1', open: true, errors: [400, 401, 404],
    summary: 'Report a registration, refresh, removal or expiry (from the registrar)',
    description:
      `${REGISTRAR_AUTH} JSON or a form (application/x-www-form-urlencoded). register: a REGISTER the registrar accepted, with its Contact header (expires 0 or * removes) and Expires header; expired: a binding that expired. ` +
      'The extension’s registered state follows, and the portal hears of it on the event stream. An AOR that names no extension (or one of another group than the token’s) is refused (404) and logged.',
    body: {
      type: 'object',
      required: ['event', 'aor', 'contact'],
      properties: {
        event: { enum: ['register', 'expired'] },
        aor: { type: 'string', minLength: 1, maxLength: 300, description: 'number@domain' },
        contact: { type: 'string', minLength: 1, maxLength: 2000 },
        expires: { anyOf: [{ type: 'string', maxLength: 20 }, { type: 'integer', minimum: 0 }], description: 'The Expires header (seconds).' },
        user_agent: { type: 'string', maxLength: 300 },
        source: { type: 'string', maxLength: 100 },
      },
    },
    responses: { 200: { description: 'Applied', schema: { type: 'object', required: ['extension', 'registered'], properties: { extension: { type: 'integer' }, registered: { type: 'boolean' } } } } },
  },
} satisfies Record<string, RouteContract>;

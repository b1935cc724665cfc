import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { detail, HttpError } from '../../http/errors.ts';
import { createAjv, toFieldErrors } from '../../resources/validation.ts';
import { INGEST_CALL_SCHEMA, type IngestCall } from '../callRecord.ts';
import { SERVER_TEXT } from '../../../core/domain/errorCodes.ts';
import { checkedCall } from '../routes.ts';
import { writeCall } from '../callWriter.ts';
import { differentCall } from '../sameCall.ts';
import { platformOf } from '../tokens.ts';
import { groupFacts } from '../groupFacts.ts';
import { FORM_TYPES, jsonOfForm, parseCdr } from './body.ts';
import { callOfJsonCdr, isBLeg } from './jsonCdr.ts';
import { FREESWITCH_ROUTES } from './contract.ts';

/** A CDR with its app log and a few hundred variables is tens of KB; a MB is ample. */
const CDR_MAX_BYTES = 1024 * 1024;
const TOKEN = /^[0-9a-f]{40}/i;

/**
 * The token as mod_json_cdr can send it: HTTP Basic's password (`cred` user:token; curl sends
 * it with auth-scheme basic), or the URL's `token` query. mod_json_cdr appends `?uuid=…` to its
 * URL as written, so a URL that already carries `?token=` arrives as `token=<token>?uuid=…`:
 * the token is its first 40 hex digits.
 */
function bearerOf(request: FastifyRequest<{ Querystring: { token?: string } }>): string | undefined {
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(request.headers.authorization?.trim() ?? '');
  if (basic) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    return `Bearer ${decoded.slice(decoded.indexOf(':') + 1)}`;
  }
  if (request.headers.authorization) return request.headers.authorization;
  const token = TOKEN.exec(request.query.token ?? '')?.[0];
  return token ? `Bearer ${token}` : undefined;
}

/** POST /api/ingest/v1/freeswitch/cdr/: mod_json_cdr's posts, read as FreeSWITCH writes them. */
export function freeswitchRoutes(app: FastifyInstance) {
  app.register(async (fs) => {
    // The call read from the CDR meets the same schema as a call posted in Switchboard's shape (its bounds: duration, lengths, legs).
    const valid: ValidateFunction = createAjv(app.schemas).compile(INGEST_CALL_SCHEMA);
    const schemaChecked = (call: IngestCall) => {
      if (!valid(call)) throw new HttpError(400, toFieldErrors(valid.errors ?? []));
      return call;
    };
    // mod_json_cdr's three bodies, read here as text (body.ts); any other type is a 415.
    fs.removeAllContentTypeParsers();
    fs.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: CDR_MAX_BYTES }, (_req, body, done) => done(null, body));
    for (const type of FORM_TYPES) fs.addContentTypeParser(type, { parseAs: 'string', bodyLimit: CDR_MAX_BYTES }, (_req, body, done) => done(null, body));
    // A refused CDR stays on FreeSWITCH (err-log-dir) and is said in our log, with why.
    fs.addHook('onError', async (request, _reply, error) => {
      const body = (error as { body?: unknown }).body;
      request.log.warn({ uuid: (request.query as { uuid?: string }).uuid, status: (error as { statusCode?: number }).statusCode, refusal: body ?? error.message }, 'FreeSWITCH CDR refused');
    });

    fs.post<{ Querystring: { token?: string; uuid?: string } }>(
      FREESWITCH_ROUTES.postJsonCdr.path,
      {
        config: { public: true },
        bodyLimit: CDR_MAX_BYTES,
        preValidation: async (request) => {
          const platform = await platformOf(app.db, bearerOf(request));
          // Basic is named so that curl's auth-scheme any (or digest) retries with Basic.
          if (!platform) throw detail(401, SERVER_TEXT.invalidToken, { 'WWW-Authenticate': 'Basic realm="switchboard"' });
          request.platform = platform;
        },
      },
      async (request, reply) => {
        const type = String(request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
        const text = String(request.body ?? '');
        const cdr = parseCdr(type === 'application/json' ? text : jsonOfForm(text, type as (typeof FORM_TYPES)[number]));
        const group = request.platform!.groupId;
        if (isBLeg(cdr)) {
          const uuid = typeof cdr.variables === 'object' && cdr.variables ? String((cdr.variables as Record<string, unknown>).uuid ?? '') : '';
          return reply.code(200).send({ call_id: uuid, created: false, b_leg: true });
        }
        const facts = await groupFacts(app.db, group);
        const call = checkedCall(schemaChecked(callOfJsonCdr(cdr, facts.extensions)), facts);
        const { id, created, differences } = await writeCall(app.db, { groupId: group, platformId: request.platform!.id, call });
        if (differences.length) throw differentCall(differences);
        return reply.code(created ? 201 : 200).send({ id, call_id: call.call_id, created });
      },
    );
  });
}

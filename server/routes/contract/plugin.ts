import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ErrorObject } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import { AJV_OPTIONS, registerVocabulary } from '../../../core/schema/ajv.ts';
import { createAjv } from '../../resources/validation.ts';
import { routeSchema, type RouteContract } from './route.ts';
import { ROUTES } from './routes.ts';
import { loadedAreaContracts } from '../../resources/areas.ts';
import { recordId } from '../../http/params.ts';
import { unboundedNumbers } from '../../http/coercedNumbers.ts';

/** /v3/group/{id}/impersonate/ as Fastify writes it: /v3/group/:id/impersonate/. */
const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The parts of a request a contract may describe, and where Fastify keeps each. */
const PARTS = { params: 'params', querystring: 'query', body: 'body' } as const;

/** What the error handler answers in the catalogue's words, as for Fastify's own validation. */
function invalid(errors: ErrorObject[]) {
  return Object.assign(new Error('invalid input'), { statusCode: 400, validation: errors });
}

/**
 * The hand-written routes registered on `app` after this get their contract's schema
 * (routes.ts), and their input is checked with the project's Ajv: every schema of schemas/ by
 * its $id, the project's keywords and formats, strict. Query and path values arrive as text,
 * so they are checked as the schema's types; bodies are JSON and are not. The check runs as the
 * route's own preHandler, after the session guard's, so that a caller without a session, or
 * one who must change the initial password first, is told that rather than about the body.
 * Invalid input is answered by the error handler in the catalogue's words (http/errors.ts).
 * Answers are written as the handler made them: the response schemas describe them (the
 * contract test checks answers against the description) rather than filter them.
 */
export function registerRouteContract(app: FastifyInstance) {
  // The app's schema set and Ajv (as the CRUD's), so the schemas bodies name are compiled once.
  const set = app.schemas;
  const bodies = createAjv(set);
  const texts = registerVocabulary(new Ajv2020({ ...AJV_OPTIONS, coerceTypes: true }));
  texts.addSchema(set.common);
  for (const schema of set.all.values()) texts.addSchema(schema);

  // The central calls' and the areas' own (server/areas/<area>/contract.ts): their answers may name resource schemas by $ref too.
  const areaContracts = new Set(loadedAreaContracts());
  const all = [...(Object.values(ROUTES) as RouteContract[]), ...areaContracts];
  const contracts = new Map(all.map((c) => [`${c.method} ${fastifyPath(c.path)}`, c]));
  app.addHook('onRoute', (route) => {
    const path = route.url.slice(route.prefix.length);
    // A GET's HEAD (Fastify adds one) answers as the GET does.
    const contract = [route.method].flat().map((method) => contracts.get(`${method === 'HEAD' ? 'GET' : method} ${path}`)).find(Boolean);
    if (!contract) return;
    const schema = routeSchema(contract);
    const checks = (Object.keys(PARTS) as (keyof typeof PARTS)[])
      .filter((part) => schema[part])
      .map((part) => ({ field: PARTS[part], validate: (part === 'body' ? bodies : texts).compile(schema[part] as object) }));
    // Path ids in plain digits only: coercion would read "Infinity" or "1e3" as numbers, which name no record (404, as on the CRUD routes).
    const idParams = Object.entries(((schema.params as { properties?: Record<string, { type?: string }> } | undefined)?.properties) ?? {})
      .filter(([, prop]) => prop.type === 'integer')
      .map(([name]) => name);
    const checkInput: preHandlerAsyncHookHandler = async (request) => {
      const params = request.params as Record<string, unknown>;
      if (idParams.some((name) => recordId(params[name]) === undefined)) throw Object.assign(invalid([]), { validationContext: 'params' });
      // The areas' calls read their path ids as numbers, as Fastify's own validator handed them over before; the central ones as sent.
      if (areaContracts.has(contract)) for (const name of idParams) params[name] = Number(params[name]);
      for (const { field, validate } of checks) {
        // Query and path values are checked on a copy: read as numbers there, they stay as sent for the handler.
        const input = field === 'body' ? request.body : { ...(request[field] as object) };
        if (!validate(input)) throw invalid(validate.errors ?? []);
        const unbounded = field === 'body' ? [] : unboundedNumbers(input as Record<string, unknown>);
        if (unbounded.length) throw invalid(unbounded);
      }
    };
    route.schema = { ...route.schema, ...schema };
    route.validatorCompiler = () => () => true;
    route.serializerCompiler = () => (data) => JSON.stringify(data);
    route.preHandler = [...[route.preHandler ?? []].flat(), checkInput];
  });
}

import type { FastifySchema } from 'fastify';
import { MAX_PAGE_SIZE } from '../../http/params.ts';

const SCHEMAS = 'https://switchboard.example/schemas/';

/** A model (or resource) of schemas/ by its file name, for a route schema: `model('password_change')`. */
export const model = (name: string) => ({ $ref: `${SCHEMAS}${name}.schema.json` });
/** A shared definition of schemas/common.schema.json: `common('id')`. */
export const common = (name: string) => ({ $ref: `${SCHEMAS}common.schema.json#/$defs/${name}` });

type Schema = Record<string, unknown>;

/**
 * Path parameters that are record ids (1 … 2^31 − 1, PostgreSQL's integer), each with what it
 * names, all required: `pathIds({ id: 'The call flow.', rev: 'The revision.' })`. An undefined
 * description leaves the parameter undescribed (the reseller invoice's id, as the API document has it).
 */
export const pathIds = (descriptions: Record<string, string | undefined>) => ({
  type: 'object',
  required: Object.keys(descriptions),
  properties: Object.fromEntries(
    Object.entries(descriptions).map(([name, description]) => [name, { type: 'integer', minimum: 1, maximum: 2147483647, ...(description === undefined ? {} : { description }) }]),
  ),
});

/** A list's query parameters page and page_size, page_size bounded as the lists read it (server/http/params.ts). */
export const PAGING = { page: { type: 'integer', minimum: 1, maximum: 100000 }, page_size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE } };

/** A list's answer: a page of `items` and how many the filter finds: `pageOf(model('cdr'))`. */
export const pageOf = (items: Schema) => ({ type: 'object', required: ['count', 'results'], properties: { count: { type: 'integer' }, results: { type: 'array', items } } });

/** An answer of a route: its description and, when it has a JSON body, that body's schema. */
export interface RouteAnswer {
  description: string;
  schema?: Schema;
  /** A body that is not JSON (an image): its media types and schemas, for the description only. */
  content?: Record<string, Schema>;
}

/**
 * The contract of a hand-written route: what it takes and answers, as schemas of schemas/.
 * Fastify validates params, querystring and body with the project's Ajv (routeSchema); the
 * API description's operation is written from the same object (scripts/generate/customPaths.ts).
 */
export interface RouteContract {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the API description writes it, e.g. /v3/group/{id}/impersonate/. */
  path: string;
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  /** Open without a session (sign-in, reset, the 404 quote). */
  open?: boolean;
  /** The error shape of its 400 answers. */
  version: 'v1' | 'v3';
  /** Error statuses it answers besides the successes. */
  errors: number[];
  /** Path parameters; each an object property, with `required` naming them all. */
  params?: Schema;
  /** Query parameters, as an object schema (values are read as its types). */
  querystring?: Schema;
  /** The JSON body, validated before the handler runs. */
  body?: Schema;
  /** A body the handler reads itself (multipart, a partial record merged with the stored one): described, not validated here. */
  requestBody?: { mediaType: string; schema: Schema };
  responses: Record<number, RouteAnswer>;
}

/**
 * The Fastify schema of a route: params, querystring and body validated, the JSON answers
 * described (and written as they are, see registerRouteContract), and the description's
 * operation fields for whoever reads the routes.
 */
export function routeSchema(contract: RouteContract): FastifySchema {
  const response = Object.fromEntries(
    Object.entries(contract.responses)
      .filter(([, answer]) => answer.schema)
      .map(([status, answer]) => [status, { description: answer.description, ...answer.schema }]),
  );
  return {
    summary: contract.summary,
    description: contract.description,
    tags: contract.tags,
    operationId: contract.operationId,
    ...(contract.open ? { security: [] } : {}),
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.querystring ? { querystring: contract.querystring } : {}),
    ...(contract.body ? { body: contract.body } : {}),
    ...(Object.keys(response).length ? { response } : {}),
  };
}

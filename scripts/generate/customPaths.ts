import { ROUTES, ROUTE_TAGS } from '../../server/routes/contract/routes.ts';
import type { RouteContract } from '../../server/routes/contract/route.ts';
import { pascal } from './bundle.ts';
import { errors, json } from './openapiParts.ts';

const SCHEMA_REF = /^https:\/\/switchboard\.example\/schemas\/(\w+)\.schema\.json(?:#\/\$defs\/(\w+))?$/;

/** A route schema as the description writes it: references to schemas/ become its components. */
function described(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(described);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      const found = key === '$ref' && typeof value === 'string' ? SCHEMA_REF.exec(value) : null;
      return [key, found ? `#/components/schemas/${pascal(found[2] ?? found[1])}` : described(value)];
    }),
  );
}

type ObjectSchema = { properties?: Record<string, unknown>; required?: string[] };

function parameters(where: 'path' | 'query', schema: ObjectSchema | undefined) {
  return Object.entries(schema?.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (schema?.required ?? []).includes(name),
    schema: described(property),
  }));
}

/** The description's operation of a hand-written route, from the contract Fastify validates with. */
function operation(route: RouteContract) {
  const body = route.body ? { mediaType: 'application/json', schema: route.body } : route.requestBody;
  const params = [...parameters('path', route.params as ObjectSchema), ...parameters('query', route.querystring as ObjectSchema)];
  return {
    ...(route.open ? { security: [] } : {}),
    operationId: route.operationId,
    tags: route.tags,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: { required: true, content: { [body.mediaType]: { schema: described(body.schema) } } } } : {}),
    responses: {
      ...Object.fromEntries(
        Object.entries(route.responses).map(([status, answer]) => [
          status,
          answer.schema
            ? json(described(answer.schema), answer.description)
            : answer.content
              ? { description: answer.description, content: Object.fromEntries(Object.entries(answer.content).map(([type, schema]) => [type, { schema }])) }
              : { description: answer.description },
        ]),
      ),
      ...errors(route.version, route.errors),
    },
  };
}

/**
 * The part of the API description that is not plain CRUD of a resource: the operations of the
 * hand-written routes, written from their contracts (server/routes/contract/ and each area's
 * server/areas/<area>/contract.ts). The contract test keeps routes and description in step.
 */
export function customPaths(areaContracts: readonly RouteContract[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of [...(Object.values(ROUTES) as RouteContract[]), ...areaContracts]) {
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation(route) };
  }
  return { tags: ROUTE_TAGS, paths };
}

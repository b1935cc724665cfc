import type { JsonSchema, SchemaSet } from '../../core/schema/types.ts';
import type { ResourceKeyword } from '../../core/schema/keywords.ts';
import { operationsOf } from '../../core/schema/read.ts';
import { bundle, pascal } from './bundle.ts';
import { customPaths } from './customPaths.ts';
import { bulkUpdatePath } from './bulkUpdatePaths.ts';
import type { RouteContract } from '../../server/routes/contract/route.ts';
import { ref, json, errors, LIST_PARAMETERS, LIST_SHAPES, lookupShape, components as sharedComponents } from './openapiParts.ts';

/** The fields every stored record carries besides its own, set by the server. */
const RECORD_FIELDS = {
  group: {
    type: ['integer', 'null'],
    readOnly: true,
    description: 'The group the record belongs to; null for catalogue records shared by every group.',
  },
  version: {
    type: 'integer',
    readOnly: true,
    description: 'Grows with every change; send it back as If-Match to refuse lost updates.',
  },
};

function resourcePaths(name: string, resource: ResourceKeyword, schema: JsonSchema, set: SchemaSet) {
  const ops = operationsOf(resource);
  const type = pascal(name);
  const tag = name;
  const base = `/${resource.version}/${resource.endpoint}`;
  const v = resource.version;
  const collection: Record<string, unknown> = {};
  const item: Record<string, unknown> = {};
  const standard = new Set(['page', 'page_size', 'search', 'ordering', 'group', 'label_only', 'description_only']);
  const filterParams = Object.keys(resource.filters ?? {}).filter((param) => !standard.has(param)).map((param) => ({
    name: param,
    in: 'query',
    required: false,
    schema: { type: 'string' },
    description: `Only records whose ${resource.filters![param]} matches.`,
  }));
  const idType = (schema.properties?.id as { type?: string } | undefined)?.type === 'string' ? 'string' : 'integer';
  if (ops.has('list')) {
    const hasDescription = Boolean(schema.properties?.description);
    // label_only and description_only change what each record is, so each shape is documented.
    const shapes = [ref(type), lookupShape(idType, 'label', { type: 'string' })];
    if (hasDescription) shapes.push(lookupShape(idType, 'description', { $ref: `#/components/schemas/${type}/properties/description` }, (schema.required ?? []).includes('description')));
    const pageOf = (items: unknown) =>
      resource.list === 'plain'
        ? { type: 'array', items }
        : { type: 'object', required: ['count', 'results'], properties: { count: { type: 'integer' }, results: { type: 'array', items } } };
    collection.get = {
      operationId: `${name}_list`,
      tags: [tag],
      summary: `List ${name} records`,
      description: LIST_SHAPES,
      // A resource without a description has no description_only lookup to document.
      // ids is the generic list's (server/resources/routes.ts); a custom store's list has its own parameters.
      parameters: [
        ...LIST_PARAMETERS.filter((p) => (hasDescription || !p.$ref.endsWith('/DescriptionOnly')) && (resource.storage !== 'custom' || !p.$ref.endsWith('/Ids'))),
        ...filterParams,
      ],
      responses: {
        // anyOf, not oneOf: an empty page is every shape at once, which oneOf would refuse.
        200: json({ anyOf: shapes.map(pageOf) }, `A page of ${name} records, in the shape the query asks for`),
        ...errors(v, [400, 401, 403]),
      },
    };
  }
  if (ops.has('create')) {
    collection.post = {
      operationId: `${name}_create`,
      tags: [tag],
      summary: `Create a ${name}`,
      requestBody: { required: true, content: { 'application/json': { schema: ref(type) } } },
      responses: { 201: json(ref(type), `The created ${name}`), ...errors(v, [400, 401, 403, 409]) },
    };
  }
  const ifMatch = { $ref: '#/components/parameters/IfMatch' };
  if (ops.has('get')) {
    item.get = {
      operationId: `${name}_retrieve`,
      tags: [tag],
      summary: `Read one ${name}`,
      responses: { 200: json(ref(type), `The ${name}`), ...errors(v, [401, 403, 404]) },
    };
  }
  if (ops.has('update')) {
    for (const [method, partial] of [['put', false], ['patch', true]] as const) {
      item[method] = {
        operationId: `${name}_${partial ? 'partial_update' : 'update'}`,
        tags: [tag],
        summary: partial ? `Change some fields of a ${name}` : `Replace a ${name}`,
        parameters: [ifMatch],
        requestBody: { required: true, content: { 'application/json': { schema: ref(type) } } },
        responses: { 200: json(ref(type), `The saved ${name}`), ...errors(v, [400, 401, 403, 404, 409, 412]) },
      };
    }
  }
  if (ops.has('delete')) {
    item.delete = {
      operationId: `${name}_destroy`,
      tags: [tag],
      summary: `Delete a ${name}`,
      parameters: [ifMatch],
      responses: { 204: { description: 'Deleted' }, ...errors(v, [400, 401, 403, 404, 409, 412]) },
    };
  }
  const paths: Record<string, unknown> = {};
  // An area with screens changes a field of several records at once from its list.
  if (ops.has('update') && resource.screens && (resource.storage ?? 'table') === 'table') paths[`${base}bulk_update/`] = bulkUpdatePath(set, name, resource, type);
  if (Object.keys(collection).length) paths[base] = collection;
  if (Object.keys(item).length) {
    paths[`${base}{id}/`] = {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: idType } }],
      ...item,
    };
  }
  return paths;
}

/** The whole API description: the resources' CRUD from their schemas, plus the hand-written calls. */
export function openapiDocument(set: SchemaSet, version: string, areaContracts: readonly RouteContract[]) {
  const schemas: Record<string, unknown> = bundle(set, '#/components/schemas/');
  for (const name of set.resources.keys()) {
    const component = schemas[pascal(name)] as JsonSchema;
    component.properties = { ...component.properties, ...RECORD_FIELDS } as JsonSchema['properties'];
  }
  let paths: Record<string, unknown> = {};
  const tags = [];
  for (const [name, schema] of set.resources) {
    paths = { ...paths, ...resourcePaths(name, schema['x-resource'], schema, set) };
    tags.push({ name, description: schema.description ?? schema.title ?? name });
  }
  const custom = customPaths(areaContracts);
  for (const [path, item] of Object.entries(custom.paths)) {
    paths[path] = { ...(paths[path] as object), ...item };
  }
  // A hand-written call may share a resource's tag; each tag is described once.
  for (const tag of custom.tags) if (!tags.some((t) => t.name === tag.name)) tags.push(tag);
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Switchboard API',
      version,
      description:
        'The REST API of the Switchboard portal. Paths carry a version prefix (v1, or v3 where noted). ' +
        'Send `Authorization: Token <token>` from api-token-auth, `Accept-Language`, and `Current-Group-Id` ' +
        'naming the group acted on. Lists take page, page_size, search, ordering and filters and answer ' +
        '{count, results}. v1 errors are {field: [messages], non_field_errors: [messages]}; v3 errors are a list of strings.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Switchboard' },
      contact: { name: 'Switchboard' },
    },
    servers: [{ url: '/api', description: 'This server' }],
    security: [{ token: [] }],
    tags: tags.sort((a, b) => a.name.localeCompare(b.name)),
    paths: sorted,
    components: { ...sharedComponents, schemas: { ...sharedComponents.schemas, ...schemas } },
  };
}

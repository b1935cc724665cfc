/** Building blocks of the API description shared by the generated and the hand-written paths. */

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export const json = (schema: unknown, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const ERROR_RESPONSES: Record<number, string> = {
  400: 'The request is invalid',
  401: 'No valid token',
  402: 'Not enough credits for it (the code says which); nothing was taken',
  403: 'Not allowed for this user or group',
  404: 'No such record in this group',
  409: 'In use: the record is referenced by others (used_by names them), or a protected record',
  412: 'The record changed since it was read (If-Match)',
  413: 'The request is too large',
  429: 'Too many requests; see Retry-After',
};

/** Error answers: 400 carries the version's validation shape, the others {detail}. */
export function errors(version: 'v1' | 'v3', codes: number[]) {
  return Object.fromEntries(
    codes.map((code) => [
      code,
      code === 400
        ? { $ref: `#/components/responses/BadRequest${version.toUpperCase()}` }
        : code === 429
          ? { $ref: '#/components/responses/TooManyRequests' }
          : json(ref(code === 409 ? 'Conflict' : 'Detail'), ERROR_RESPONSES[code]),
    ]),
  );
}

/** What a list answers, by query option (portal-overview §7: the option lookups of selects). */
export const LIST_SHAPES =
  'Answers whole records; with label_only=true each record is only {id, label}, and with ' +
  'description_only=true only {id, description}: the lookups the portal fills its selects with.';

/** One record of a lookup list: its id and the one field asked for, nothing else. */
export const lookupShape = (idType: string, field: string, schema: unknown, required = true) => ({
  type: 'object',
  required: required ? ['id', field] : ['id'],
  additionalProperties: false,
  properties: { id: { type: idType }, [field]: schema },
});

export const LIST_PARAMETERS = ['Page', 'PageSize', 'Search', 'Ordering', 'Group', 'Ids', 'LabelOnly', 'DescriptionOnly'].map(
  (name) => ({ $ref: `#/components/parameters/${name}` }),
);

const query = (name: string, schema: object, description: string) => ({
  name,
  in: 'query',
  required: false,
  schema,
  description,
});

export const components = {
  securitySchemes: {
    token: {
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
      description: 'The word Token, a space, and the token from api-token-auth.',
    },
  },
  parameters: {
    Page: query('page', { type: 'integer', minimum: 1, default: 1 }, 'Page number, from 1.'),
    PageSize: query('page_size', { type: 'integer', minimum: 1, maximum: 1000, default: 25 }, 'Records per page.'),
    Search: query('search', { type: 'string', maxLength: 200 }, 'Text looked for in the searchable fields.'),
    Ordering: query('ordering', { type: 'string' }, 'Field to sort by; a leading minus sorts descending.'),
    Group: query('group', { type: 'integer' }, 'The group whose records to list (defaults to Current-Group-Id).'),
    Ids: query('ids', { type: 'string', pattern: '^\\d+(,\\d+)*$' }, 'Only the records with these ids, comma-separated (at most 100), of those the caller may read.'),
    LabelOnly: query('label_only', { type: 'boolean' }, 'Answer only id and label of each record.'),
    DescriptionOnly: query('description_only', { type: 'boolean' }, 'Answer only id and description of each record.'),
    IfMatch: {
      name: 'If-Match',
      in: 'header',
      required: false,
      schema: { type: 'string' },
      description: 'The version read; the change is refused with 412 when the record has moved on.',
    },
  },
  responses: {
    BadRequestV1: json(ref('ErrorV1'), 'Field errors ({field: [messages]}) and non_field_errors'),
    BadRequestV3: json(ref('ErrorV3'), 'A list of error texts'),
    TooManyRequests: {
      description: 'Too many requests',
      headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait.' } },
      content: { 'application/json': { schema: ref('Detail') } },
    },
  },
  schemas: {
    Detail: { type: 'object', required: ['detail'], properties: { detail: { type: 'string' } } },
    ErrorV1: {
      type: 'object',
      properties: { non_field_errors: { type: 'array', items: { type: 'string' } } },
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    ErrorV3: { type: 'array', items: { type: 'string' } },
    Conflict: {
      type: 'object',
      required: ['detail', 'code'],
      properties: {
        detail: { type: 'string', description: 'The catalogue message, naming what uses the record where the catalogue does.' },
        code: { type: 'string', description: 'in_use, or the catalogue code of another refusal (did_protected).' },
        used_by: {
          type: 'array',
          description: 'Every resource and field that references the record, with the first records of each.',
          items: {
            type: 'object',
            required: ['resource', 'field', 'items'],
            properties: {
              resource: { type: 'string' },
              field: { type: 'string' },
              items: {
                type: 'array',
                items: { type: 'object', required: ['id', 'label'], properties: { id: { type: 'integer' }, label: { type: 'string' } } },
              },
            },
          },
        },
        named: {
          type: 'array',
          description: 'The resources of used_by whose records the detail already names.',
          items: { type: 'string' },
        },
      },
    },
  },
};

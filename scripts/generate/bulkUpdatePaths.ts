import type { SchemaSet } from '../../core/schema/types.ts';
import type { ResourceKeyword } from '../../core/schema/keywords.ts';
import { BULK_LIMIT, bulkEditFields } from '../../server/resources/bulkUpdate.ts';
import { errors, json, ref } from './openapiParts.ts';

/**
 * The bulk edit of an area with screens (server/resources/bulkUpdate.ts): one field set to one
 * value on several records, all or nothing. Described from the same UI schema the server reads,
 * so the fields offered here are exactly those the server takes.
 */
export function bulkUpdatePath(set: SchemaSet, name: string, resource: ResourceKeyword, type: string) {
  const fields = bulkEditFields(set, name);
  const refused = {
    type: 'object',
    required: ['detail', 'code', 'results'],
    properties: {
      detail: { type: 'string', description: 'The catalogue message: how many records were refused; nothing was changed.' },
      code: { const: 'bulk_refused' },
      results: {
        type: 'array',
        description: 'Every record asked for, in the order asked: refused or not, and for a refused one the status and body its own update would have answered.',
        items: {
          type: 'object',
          required: ['id', 'refused'],
          properties: {
            id: { type: 'integer' },
            refused: { type: 'boolean' },
            status: { type: 'integer', description: '400 invalid value, 403 not the user’s to change, 404 not in this group, 409, 412 changed since it was read.' },
            error: { description: 'The refusal as the record’s own update answers it (field errors, or {detail}).' },
          },
        },
      },
    },
  };
  return {
    post: {
      operationId: `${name}_bulk_update`,
      tags: [name],
      summary: `Change one field of several ${name} records at once`,
      description:
        'Each record goes through the checks of its own update (tenancy, write access, version, schema, the area’s rules) ' +
        'in one transaction. If any record is refused, none is changed and the answer (409) says why for each one.' +
        (fields.length ? '' : ' This area offers no field for bulk edit: every request is refused at `field`.'),
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              additionalProperties: false,
              required: ['records', 'field', 'value'],
              properties: {
                records: {
                  type: 'array',
                  minItems: 1,
                  maxItems: BULK_LIMIT,
                  uniqueItems: true,
                  items: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['id'],
                    properties: {
                      id: { type: 'integer', minimum: 1 },
                      version: { type: 'integer', minimum: 0, description: 'The version read; the record is refused (412) when it has moved on.' },
                    },
                  },
                },
                field: fields.length ? { enum: fields } : { type: 'string' },
                value: { description: 'The new value of the field, as the record’s own schema takes it.' },
              },
            },
          },
        },
      },
      responses: {
        200: json(
          { type: 'object', required: ['count', 'results'], properties: { count: { type: 'integer' }, results: { type: 'array', items: ref(type) } } },
          `Every ${name} changed, as saved`,
        ),
        ...errors(resource.version, [400, 401, 403]),
        409: json(refused, 'Some records were refused: none was changed'),
      },
    },
  };
}

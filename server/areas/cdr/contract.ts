import { model, PAGING, pageOf, pathIds, type RouteContract } from '../../routes/contract/route.ts';
import { INGEST_ROUTES } from '../../ingest/contract.ts';
import { CALL_ORDERINGS } from './query.ts';
import { EXPORT_FORMATS } from './export/files.ts';

const id = pathIds({ id: 'The call record.' });

const DATE_TIME = { type: 'string', format: 'date-time', maxLength: 40 };

/** The list's filters, shared by the list and the export. */
const FILTERS = {
  direction: { enum: ['inbound', 'outbound', 'internal'] },
  status: { enum: ['answered', 'unanswered', 'busy', 'failed'] },
  answered: { type: 'boolean', description: 'true: answered calls; false: missed ones (not answered, busy, failed).' },
  search: { type: 'string', maxLength: 40, description: 'A number or extension: calls from or to a number ending in these digits (a national 0 prefix is ignored).' },
  call_start_after: { ...DATE_TIME, description: 'Calls started at or after this moment (the period’s start, in the reader’s zone).' },
  call_start_before: { ...DATE_TIME, description: 'Calls started before this moment.' },
};
/** The export's file (export/files.ts), shared by the call history's and an invoice's calls. */
export const EXPORT_BODY = {
  format: { enum: [...EXPORT_FORMATS], description: 'csv: for a spreadsheet (the reader’s separator and decimal mark, local times, formulas made inert); xlsx: typed cells (dates, times, amounts); csv_machine: for integrations (`,`, ISO 8601 UTC times, E.164 numbers, `.` decimals, field names and values as the API’s, nothing altered).' },
  separator: { enum: [',', ';'], description: 'csv only: the separator; by default the reader’s language’s (`;` in nl and fr, `,` in en).' },
  time_zone: { type: 'string', maxLength: 64, description: 'The reader’s IANA time zone for csv and xlsx times; UTC by default.' },
};
const ORDERING = { enum: CALL_ORDERINGS.flatMap((f) => [f, `-${f}`]), description: 'Sort; default -call_start (newest first).' };

/** A page whose count stops at COUNT_CAP (query.ts): `count_capped` says there are more. */
const page = pageOf(model('cdr'));
const cappedPage = {
  ...page,
  required: [...page.required, 'count_capped'],
  properties: { ...page.properties, count_capped: { type: 'boolean', description: 'true: more calls than `count` match (counting stops there); page on while pages come back full.' } },
};

/** The call history's calls (configuration-areas §2): list, details, recording, export; and the ingestion API's. */
export const CDR_ROUTES = {
  list: {
    method: 'GET', path: '/v1/cdr/', operationId: 'cdr_list', tags: ['cdr'], version: 'v1', errors: [400, 401, 403],
    summary: 'The call history, a page at a time',
    description: 'A plain user sees the calls of their own extension only.',
    querystring: {
      type: 'object',
      properties: { ...PAGING, ordering: ORDERING, group: { type: 'integer', minimum: 1, description: 'Another group the caller may act on (a reseller’s client).' }, ...FILTERS },
    },
    responses: {
      200: {
        description: 'A page of calls and how many the filter finds, counted up to 1,000',
        schema: cappedPage,
      },
    },
  },
  get: {
    method: 'GET', path: '/v1/cdr/{id}/', operationId: 'cdr_retrieve', tags: ['cdr'], version: 'v1', errors: [401, 403, 404],
    summary: 'One call with its steps',
    params: id,
    responses: { 200: { description: 'The call', schema: model('cdr') } },
  },
  recording: {
    method: 'GET', path: '/v1/cdr/{id}/recording/', operationId: 'cdr_recording_retrieve', tags: ['cdr'], version: 'v1', errors: [401, 403, 404],
    summary: 'A call’s recording, to play or download',
    params: id,
    querystring: { type: 'object', properties: { download: { type: 'boolean', description: 'true: as an attachment.' } } },
    responses: {
      200: {
        description: 'The audio',
        content: {
          'audio/wav': { type: 'string', contentMediaType: 'audio/wav' },
          'audio/mpeg': { type: 'string', contentMediaType: 'audio/mpeg' },
          'audio/ogg': { type: 'string', contentMediaType: 'audio/ogg' },
        },
      },
    },
  },
  export: {
    method: 'POST', path: '/v1/cdr/export/', operationId: 'cdr_export_create', tags: ['cdr'], version: 'v1', errors: [400, 401, 403],
    summary: 'Export the filter’s calls (CSV for a spreadsheet or for machines, or XLSX; at most 10,000) as a background job',
    description: 'Answers the job to watch (GET v1/jobs/{id}/); when it has succeeded, its file is at v1/cdr/export/{job}/file/.',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['format'],
      properties: { ...EXPORT_BODY, ordering: ORDERING, ...FILTERS },
    },
    responses: { 202: { description: 'The export job', schema: model('job') } },
  },
  exportFile: {
    method: 'GET', path: '/v1/cdr/export/{job}/file/', operationId: 'cdr_export_file', tags: ['cdr'], version: 'v1', errors: [401, 403, 404],
    summary: 'An export’s file, once its job has succeeded',
    params: { type: 'object', required: ['job'], properties: { job: { type: 'integer', minimum: 1, maximum: 9007199254740991 } } },
    responses: {
      200: {
        description: 'The file',
        content: {
          'text/csv': { type: 'string' },
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { type: 'string', contentMediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        },
      },
    },
  },
  ...INGEST_ROUTES,
} satisfies Record<string, RouteContract>;
export { CDR_ROUTES as contract };

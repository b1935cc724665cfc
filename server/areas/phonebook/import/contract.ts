import { pathIds, type RouteContract } from '../../../routes/contract/route.ts';
import { IMPORT_MAX_BYTES, IMPORT_MAX_RECORDS } from './limits.ts';

const phonebook = pathIds({ id: 'The phonebook.' });
const phonebookImport = pathIds({ id: 'The phonebook.', job: 'The import, as the upload answered it.' });
const nullable = (type: string) => ({ type: [type, 'null'] });
const reason = {
  type: 'object',
  required: ['field', 'message'],
  properties: { field: { type: 'string' }, message: { type: 'string', description: 'The catalogue’s text, as the contact form’s save answers it.' } },
};
const skippedRow = {
  type: 'object',
  required: ['row', 'reasons'],
  properties: { row: { type: 'integer', description: 'The row number in the spreadsheet.' }, reasons: { type: 'array', items: reason } },
};
const previewRow = {
  type: 'object',
  required: ['row', 'display_name', 'company', 'number', 'mobile', 'shortcode'],
  properties: {
    row: { type: 'integer' },
    display_name: { type: 'string' },
    company: nullable('string'),
    number: { type: 'string' },
    mobile: nullable('string'),
    shortcode: nullable('integer'),
  },
};
const preview = {
  type: 'object',
  required: ['error', 'file', 'records', 'to_add', 'duplicates', 'skipped', 'rows', 'skipped_rows'],
  properties: {
    error: { ...nullable('string'), description: 'Why the file is refused (no columns of names and numbers, no records, too many records, only invalid numbers), in the catalogue’s words; the commit answers it. Null when it may be committed.' },
    file: { type: 'string' },
    records: { type: 'integer', description: 'Records in the file.' },
    to_add: { type: 'integer', description: 'Contacts the commit adds.' },
    duplicates: { type: 'integer', description: 'Records identical in name and number to a contact of the phonebook (or to an earlier record): skipped.' },
    skipped: { type: 'integer', description: 'Records skipped, duplicates included.' },
    rows: { type: 'array', items: previewRow, description: 'The first contacts the commit adds.' },
    skipped_rows: { type: 'array', items: skippedRow },
  },
};
const state = {
  type: 'object',
  required: ['id', 'state', 'progress', 'error', 'preview'],
  properties: {
    id: { type: 'integer' },
    state: { enum: ['queued', 'processing', 'making_summary', 'done', 'failed'], description: 'configuration-areas §4 after the upload: processing, making summary, done.' },
    progress: { type: 'integer', minimum: 0, maximum: 100 },
    error: nullable('string'),
    preview: { anyOf: [preview, { type: 'null' }], description: 'When done: what the commit would write.' },
  },
};

/** The phonebook import's calls (configuration-areas §4, §5, §9), described in the API document from here. */
export const IMPORT_ROUTES = {
  upload: {
    method: 'POST', path: '/v1/phonebooks/{id}/import/', operationId: 'phonebook_import_upload', tags: ['phonebook'], version: 'v1', errors: [400, 401, 403, 404, 413],
    summary: 'Upload a spreadsheet of contacts (multipart form, field file) to preview its import',
    description:
      `An .xlsx, .xls or .csv file of at most ${IMPORT_MAX_BYTES / 1024} KB and ${IMPORT_MAX_RECORDS} records, its kind checked by content; ` +
      'columns are found by their header names in English, Dutch or French. The records are checked by a background job (watch it with v1/jobs/{id}/ and the job.updated events); nothing is written before the commit.',
    params: phonebook,
    requestBody: {
      mediaType: 'multipart/form-data',
      schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
    },
    responses: {
      202: {
        description: 'The file is read; its records are being checked',
        schema: { type: 'object', required: ['job'], properties: { job: { type: 'integer', description: 'The import (a background job).' } } },
      },
    },
  },
  state: {
    method: 'GET', path: '/v1/phonebooks/{id}/import/{job}/', operationId: 'phonebook_import_retrieve', tags: ['phonebook'], version: 'v1', errors: [401, 403, 404],
    summary: 'The state of an import and, once done, its preview',
    params: phonebookImport,
    responses: { 200: { description: 'The import', schema: state } },
  },
  commit: {
    method: 'POST', path: '/v1/phonebooks/{id}/import/{job}/commit/', operationId: 'phonebook_import_commit', tags: ['phonebook'], version: 'v1', errors: [400, 401, 403, 404, 409],
    summary: 'Write the previewed contacts, all or nothing, in one transaction',
    description: 'Every record is checked again as the contact form’s save checks it; contacts already in the phonebook (same name and number) are skipped, so a second commit adds nothing.',
    params: phonebookImport,
    responses: {
      200: {
        description: 'The contacts are added',
        schema: {
          type: 'object',
          required: ['added', 'duplicates', 'skipped'],
          properties: { added: { type: 'integer' }, duplicates: { type: 'integer' }, skipped: { type: 'integer' } },
        },
      },
    },
  },
} satisfies Record<string, RouteContract>;

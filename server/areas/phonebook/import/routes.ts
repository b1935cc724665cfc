import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../../auth/guard.ts';
import type { Session } from '../../../auth/session.ts';
import { detail, HttpError } from '../../../http/errors.ts';
import { refuseUnlessMayWrite } from '../../../resources/writeAccess.ts';
import type { JobRow } from '../../../jobs/store.ts';
import { routeSchema } from '../../../routes/contract/route.ts';
import { serverText } from '../../../../core/domain/errorCatalogue.ts';
import { IMPORT_ROUTES } from './contract.ts';
import { IMPORT_JOB, IMPORT_STEPS, runImport, serveImportsWith } from './job.ts';
import { IMPORT_MAX_BYTES } from './limits.ts';
import type { ImportFile } from './prepare.ts';
import { fileKind } from './read.ts';
import type { ImportResult } from './preview.ts';

const FIELD = 'file';
const fileError = (text: string) => new HttpError(400, { [FIELD]: [text] });
const notFound = () => detail(404, serverText('not_found'));

type Ids = { id: number; job: number };

/** The form's one file, read no further than the limit: its name and bytes. */
async function uploadedFile(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw fileError(serverText('required'));
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, parts: 11 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname === FIELD) file = { name: part.filename, bytes: await part.toBuffer() };
      else part.file.resume();
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw detail(413, serverText('import_too_large', { limit: IMPORT_MAX_BYTES / 1024 }));
    if (code === 'FST_FILES_LIMIT') throw fileError(serverText('import_one_file'));
    // Any other broken form: the multipart parser's own words are not for users.
    if (code?.startsWith('FST_')) throw fileError(serverText('import_upload'));
    throw err;
  }
  if (!file) throw fileError(serverText('required'));
  return file;
}

/**
 * The phonebook import (configuration-areas §4, §5, §9): upload a spreadsheet, watch it being
 * checked (a background job: processing, making summary, done), read the preview, commit.
 * Group-scoped and permission-checked as the contacts' CRUD is: the group holds the phonebooks
 * key, the caller may create contacts, the phonebook is the group's.
 */
export function phonebookImportRoutes(app: FastifyInstance) {
  const service = app.resources;
  const contacts = service.model('phonebook_contact');
  const phonebooks = service.model('phonebook');
  serveImportsWith(app.db, service);

  async function mayImport(session: Session, phonebook: number) {
    service.allow(session, contacts);
    await refuseUnlessMayWrite(app.db, session, contacts.schema, 'create');
    await service.get(session, phonebooks, phonebook);
  }

  /** The import `job` of this phonebook in the caller's group; any other is not found. */
  async function importJob(session: Session, { id, job }: Ids): Promise<JobRow & { payload: ImportFile }> {
    await mayImport(session, id);
    const row = await app.jobs.get(job);
    if (!row || row.kind !== IMPORT_JOB || row.group_id !== session.group.id || (row.payload as ImportFile).phonebook !== id) throw notFound();
    return row as JobRow & { payload: ImportFile };
  }

  app.register(async (uploads) => {
    await uploads.register(multipart, { throwFileSizeLimit: true });
    uploads.post<{ Params: Pick<Ids, 'id'> }>(IMPORT_ROUTES.upload.path.replace('{id}', ':id'), { schema: routeSchema(IMPORT_ROUTES.upload) }, async (request, reply) => {
      const session = sessionOf(request);
      const phonebook = request.params.id;
      await mayImport(session, phonebook);
      const { name, bytes } = await uploadedFile(request);
      // The kind by content at once; what the sheet holds is read by the job.
      if (!fileKind(name, bytes)) throw fileError(serverText('import_file_type'));
      const { token: _token, ...uploader } = session;
      const payload = { phonebook, name, file: bytes.toString('base64'), uploader };
      const job = await app.jobs.enqueue(IMPORT_JOB, payload, { groupId: session.group.id, userId: session.user.id });
      return reply.code(202).send({ job });
    });
  });

  app.get<{ Params: Ids }>(IMPORT_ROUTES.state.path.replace('{id}', ':id').replace('{job}', ':job'), { schema: routeSchema(IMPORT_ROUTES.state) }, async (request) => {
    const row = await importJob(sessionOf(request), request.params);
    const state =
      row.state === 'succeeded' ? 'done'
      : row.state === 'failed' ? 'failed'
      : row.state === 'running' ? (row.message === IMPORT_STEPS.summary ? 'making_summary' : 'processing')
      : 'queued';
    const { checked: _checked, ...preview } = (row.result ?? {}) as ImportResult;
    return { id: row.id, state, progress: row.progress, error: row.error, preview: row.state === 'succeeded' ? preview : null };
  });

  app.post<{ Params: Ids }>(IMPORT_ROUTES.commit.path.replace('{id}', ':id').replace('{job}', ':job'), { schema: routeSchema(IMPORT_ROUTES.commit) }, async (request) => {
    const session = sessionOf(request);
    const row = await importJob(session, request.params);
    if (row.state !== 'succeeded') throw new HttpError(409, { detail: serverText('import_not_ready'), code: 'import_not_ready' });
    const result = row.result as ImportResult;
    if (result.error) throw detail(400, result.error);
    // The schema's checks of the preview stand (they read no data); the rest is checked again here.
    const outcome = await runImport(app.db, service, session, result.checked, request.params.id, true);
    return { added: outcome.added.length, duplicates: outcome.duplicates, skipped: result.records - outcome.added.length };
  });
}

import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../auth/guard.ts';
import { detail, HttpError } from '../../http/errors.ts';
import { getRecord, toRecord } from '../../resources/records.ts';
import { refuseUnlessMayWrite, writerOf } from '../../resources/writeAccess.ts';
import { routeSchema } from '../../routes/contract/route.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { audioKind } from './audioKind.ts';
import { readAudio, writeAudio } from './audioStore.ts';
import { MEDIA_AUDIO_ROUTES } from './contract.ts';
import { MEDIA_MAX_BYTES, MEDIA_MAX_MB } from './limits.ts';

const FIELD = 'file';
/** v3 answers a field's error as the text "field: message" (resources/service.ts invalid). */
const fileError = (text: string) => new HttpError(400, [`${FIELD}: ${text}`]);

/** The form's one file, read no further than the limit: its name and bytes. */
async function uploadedFile(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw fileError(serverText('required'));
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 10, parts: 11 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname === FIELD) file = { name: part.filename, bytes: await part.toBuffer() };
      else part.file.resume();
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    // Too large is the status-code catalogue's 413, with the limit in the catalogue's words.
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw detail(413, serverText('media_too_large', { limit: MEDIA_MAX_MB }));
    if (code === 'FST_FILES_LIMIT') throw fileError(serverText('media_one_file'));
    // Any other broken form: the multipart parser's own words are not for users.
    if (code?.startsWith('FST_')) throw fileError(serverText('import_upload'));
    throw err;
  }
  if (!file || file.bytes.length === 0) throw fileError(serverText('required'));
  return file;
}

/**
 * A media file's audio (configuration-areas §5, §9): uploaded to an existing record (made by
 * the CRUD, which checks its reference, owners and sharing), replaced by a new upload without
 * the record changing identity, and served to those who may see the record. The record's JSON
 * keeps the file name, size, kind and duration, the audio itself lives in media_file_audio.
 */
export function mediaAudioRoutes(app: FastifyInstance) {
  const service = app.resources;
  const media = service.model('media_file');
  const path = (p: string) => p.replace('{id}', ':id');

  app.register(async (uploads) => {
    await uploads.register(multipart, { throwFileSizeLimit: true });
    uploads.post<{ Params: { id: number } }>(path(MEDIA_AUDIO_ROUTES.upload.path), { schema: routeSchema(MEDIA_AUDIO_ROUTES.upload) }, async (request) => {
      const session = sessionOf(request);
      // Seen and changeable by the caller, else 404 / 403 before the file is read.
      await refuseUnlessMayWrite(app.db, session, media.schema, 'update', await service.get(session, media, request.params.id));
      const { name, bytes } = await uploadedFile(request);
      const kind = audioKind(bytes);
      if (!kind) throw fileError(serverText('media_file_type'));
      const writer = await writerOf(app.db, session);
      const facts = {
        file_name: name.slice(0, 255) || 'audio',
        size: bytes.length,
        content_type: kind.content_type,
        duration: kind.duration,
        // Who gave the audio: their extension, when they have one in this group.
        recorded_by: writer.extension,
      };
      return app.db.transaction(async (tx) => {
        const current = await getRecord(tx, media, session.group.id, request.params.id, true);
        if (!current || current.group === null) throw detail(404, serverText('not_found'));
        await writeAudio(tx, current.id, bytes);
        const rows = await tx.query<{ id: number; group_id: number; version: number; data: Record<string, unknown> }>(
          `UPDATE ${media.table} SET data = data || $1::jsonb, version = version + 1, updated_at = now()
            WHERE id = $2 AND group_id = $3 RETURNING id, group_id, version, data`,
          [JSON.stringify(facts), current.id, session.group.id],
        );
        return toRecord(rows[0]);
      });
    });
  });

  app.get<{ Params: { id: number } }>(path(MEDIA_AUDIO_ROUTES.download.path), { schema: routeSchema(MEDIA_AUDIO_ROUTES.download) }, async (request, reply) => {
    const record = await service.get(sessionOf(request), media, request.params.id);
    const audio = await readAudio(app.db, record.id);
    if (!audio) throw detail(404, serverText('no_media'));
    const name = String(record.file_name ?? `media-${record.id}`);
    return reply
      .header('Content-Type', String(record.content_type ?? 'application/octet-stream'))
      .header('Content-Disposition', `attachment; filename="${name.replace(/[^\w.\- ]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('Cache-Control', 'private, no-store')
      .send(audio);
  });
}

export { mediaAudioRoutes as routes };

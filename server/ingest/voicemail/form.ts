import type { FastifyRequest } from 'fastify';
import { detail, HttpError } from '../../http/errors.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { MEDIA_MAX_BYTES, MEDIA_MAX_MB } from '../../areas/media_file/limits.ts';
import { fieldError } from '../groupFacts.ts';

/** The part that holds the recording. */
export const FILE_FIELD = 'file';
/** More text fields than the form has are refused as unknown, not read without end. */
const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 1024;

export interface VoicemailForm {
  /** The text fields as sent; a field sent twice keeps its first value. */
  fields: Record<string, string>;
  audio: Buffer;
}

/**
 * The delivery's multipart form, read no further than its limits: the text fields and the one
 * recording. The multipart parser's own messages are internals: each refusal is the
 * catalogue's, on the field it concerns (too large is the catalogue's 413, as in the media library).
 */
export async function readVoicemailForm(request: FastifyRequest): Promise<VoicemailForm> {
  if (!request.isMultipart()) throw fieldError(FILE_FIELD, 'required');
  const fields: Record<string, string> = Object.create(null);
  let audio: Buffer | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: MAX_FIELDS + 1 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE_FIELD) {
          part.file.resume();
          throw fieldError(part.fieldname, 'unknown_field');
        }
        audio = await part.toBuffer();
      } else if (!(part.fieldname in fields)) {
        // A value cut at the size limit is no value the platform meant.
        if (part.valueTruncated) throw fieldError(part.fieldname, 'max_length', { limit: MAX_FIELD_BYTES });
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw detail(413, serverText('media_too_large', { limit: MEDIA_MAX_MB }));
    if (code === 'FST_FILES_LIMIT') throw fieldError(FILE_FIELD, 'media_one_file');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw fieldError('non_field_errors', 'invalid');
    // Any other broken form (a cut body, a bad boundary): the parser's own words are not for clients.
    throw fieldError(FILE_FIELD, 'import_upload');
  }
  if (!audio || audio.length === 0) throw fieldError(FILE_FIELD, 'required');
  return { fields: { ...fields }, audio };
}

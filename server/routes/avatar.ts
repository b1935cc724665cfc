import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../auth/guard.ts';
import { detail, HttpError } from '../http/errors.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { imageInfo } from '../account/imageInfo.ts';
import { AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS, avatarProblem, avatarUrl, readAvatar, saveAvatar } from '../account/avatars.ts';

const FIELD = 'avatar';
const fieldError = (text: string) => new HttpError(400, { [FIELD]: [text] });

/**
 * The bytes of the form's one file, in its `avatar` field. portal-overview §5 uploads a single
 * file: a second one is refused, not quietly dropped. The upload stops being read past the size limit.
 */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fieldError(serverText('required'));
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, parts: 11 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname === FIELD) bytes = await part.toBuffer();
      else part.file.resume();
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw fieldError(serverText('avatar_one_file'));
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw detail(413, serverText('avatar_too_large', { limit: AVATAR_MAX_BYTES }));
    // Any other broken or over-long form: the multipart parser's own words are not for users.
    if (code?.startsWith('FST_')) throw fieldError(serverText('invalid'));
    throw err;
  }
  if (!bytes) throw fieldError(serverText('required'));
  return bytes;
}

/** portal-overview §5 and §7: the profile picture, JPEG or PNG by content, and where it is served. */
export function avatarRoutes(app: FastifyInstance) {
  const { db, config } = app;
  app.register(async (uploads) => {
    await uploads.register(multipart, { throwFileSizeLimit: true });
    uploads.post('/v1/profile/avatar/', async (request) => {
      const session = sessionOf(request);
      const bytes = await uploadedFile(request);
      const image = imageInfo(bytes);
      if (!image) throw fieldError(serverText('avatar_invalid_type'));
      const problem = avatarProblem(image);
      if (problem) throw fieldError(serverText(problem, { limit: AVATAR_MAX_PIXELS }));
      const key = await saveAvatar(db, session.user.id, image, bytes);
      return { avatar: avatarUrl(config, key) };
    });
  });

  app.get<{ Params: { key: string } }>('/v1/profile/avatar/:key/', { config: { public: true } }, async (request, reply) => {
    const avatar = await readAvatar(db, request.params.key);
    if (!avatar) throw detail(404, serverText('not_found'));
    return reply.type(avatar.contentType).header('Content-Disposition', 'inline').send(avatar.bytes);
  });
}

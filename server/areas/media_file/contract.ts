import type { RouteContract } from '../../routes/contract/route.ts';
import { model, pathIds } from '../../routes/contract/route.ts';
import { MEDIA_MAX_MB } from './limits.ts';

const id = pathIds({ id: 'The media file.' });

/** A media file's audio (configuration-areas §5, §9): its upload and its download; the record itself is the CRUD's. */
export const MEDIA_AUDIO_ROUTES = {
  upload: {
    method: 'POST', path: '/v3/media_file/{id}/audio/', operationId: 'media_file_audio_upload', tags: ['media_file'], version: 'v3', errors: [400, 401, 403, 404, 413],
    summary: 'Upload or replace a media file’s audio (multipart form, field file)',
    description:
      `WAV, MP3 or Ogg (Opus or Vorbis) audio of at most ${MEDIA_MAX_MB} MB, its kind read from its content, never its name: ` +
      'any other file is refused at the field file. The record keeps its id, reference and owners; its file name, size, kind and duration are updated.',
    params: id,
    requestBody: {
      mediaType: 'multipart/form-data',
      schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
    },
    responses: { 200: { description: 'The media file with its new audio', schema: model('media_file') } },
  },
  download: {
    method: 'GET', path: '/v3/media_file/{id}/audio/', operationId: 'media_file_audio_retrieve', tags: ['media_file'], version: 'v3', errors: [401, 403, 404],
    summary: 'A media file’s audio, to play or download',
    description: 'Answers 404 (the catalogue’s no_media) when the file has no audio yet, e.g. before it is recorded by phone.',
    params: id,
    responses: {
      200: {
        description: 'The audio, as uploaded',
        content: {
          'audio/wav': { type: 'string', contentMediaType: 'audio/wav' },
          'audio/mpeg': { type: 'string', contentMediaType: 'audio/mpeg' },
          'audio/ogg': { type: 'string', contentMediaType: 'audio/ogg' },
        },
      },
    },
  },
} satisfies Record<string, RouteContract>;
export { MEDIA_AUDIO_ROUTES as contract };

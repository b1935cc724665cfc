import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import Ajv2020 from 'ajv/dist/2020.js';
import { AJV_OPTIONS, registerVocabulary } from '../../../core/schema/ajv.ts';
import { HttpError } from '../../http/errors.ts';
import { toFieldErrors } from '../../resources/validation.ts';
import { audioKind } from '../../areas/media_file/audioKind.ts';
import { MEDIA_MAX_BYTES } from '../../areas/media_file/limits.ts';
import { checkDate, fieldError, groupFacts, partyOf } from '../groupFacts.ts';
import { platformGuard } from '../tokens.ts';
import { boxOfDelivery } from './box.ts';
import { VOICEMAIL_FIELDS_SCHEMA, VOICEMAIL_INGEST_ROUTES, type VoicemailFields } from './contract.ts';
import { FILE_FIELD, readVoicemailForm } from './form.ts';
import { storeDelivered } from './store.ts';
import './deliver.ts';
import { unboundedNumbers } from '../../http/coercedNumbers.ts';

/** The form's fields are text: read as the schema's types (a box id "12" is 12), as query values are. */
const checkFields = registerVocabulary(new Ajv2020({ ...AJV_OPTIONS, coerceTypes: true })).compile<VoicemailFields>(VOICEMAIL_FIELDS_SCHEMA);

/** Room for the form's fields and the part headers beside the largest recording. */
const FORM_OVERHEAD = 64 * 1024;

/**
 * POST /api/ingest/v1/voicemail/ (contract.ts): a platform delivers a message. The token is
 * checked before the body is read; then the fields as the call records' (groupFacts.ts), the
 * box of the token's group, the recording by its content; then the message is stored with its
 * notify jobs (store.ts), which deliver.ts runs.
 */
export function voicemailIngestRoutes(app: FastifyInstance) {
  app.register(async (uploads) => {
    await uploads.register(multipart, { throwFileSizeLimit: true });
    uploads.post(
      VOICEMAIL_INGEST_ROUTES.postVoicemail.path,
      { config: { public: true }, preValidation: platformGuard(app.db), bodyLimit: MEDIA_MAX_BYTES + FORM_OVERHEAD },
      async (request, reply) => {
        const groupId = request.platform!.groupId;
        const { fields, audio } = await readVoicemailForm(request);
        const input: Record<string, unknown> = { ...fields };
        if (!checkFields(input)) throw new HttpError(400, toFieldErrors(checkFields.errors ?? []));
        const unbounded = unboundedNumbers(input);
        if (unbounded.length) throw new HttpError(400, toFieldErrors(unbounded));
        const facts = await groupFacts(app.db, groupId);
        checkDate('recorded_on', input.recorded_on, facts);
        const caller = partyOf('caller', input.caller, facts);
        const kind = audioKind(audio);
        if (!kind) throw fieldError(FILE_FIELD, 'media_file_type');
        const box = await boxOfDelivery(app.db, groupId, input);
        const { id, created } = await storeDelivered(app, groupId, {
          box,
          caller,
          recorded_on: new Date(input.recorded_on).toISOString(),
          duration: input.duration,
          audio: { contentType: kind.content_type, bytes: audio },
        });
        return reply.code(created ? 201 : 200).send({ id, box, created });
      },
    );
  });
}

import { model, pageOf, pathIds, type RouteContract } from '../../routes/contract/route.ts';
import { VOICEMAIL_INGEST_ROUTES } from '../../ingest/voicemail/contract.ts';

const id = pathIds({ id: 'The message.' });

const SEEN = 'A plain user (role USER) reaches only the messages of the boxes they see: their own and shared ones; any other answers 404.';

/**
 * A voicemail box's messages (configuration-areas §5, §6; portal-overview §2
 * /configuration/voicemail/messages-{id}): listed, read, played, downloaded, marked read and
 * deleted. Hand-written because a message has no owners: it is seen through its box.
 */
export const contract = {
  list: {
    method: 'GET', path: '/v3/voicemail/message/', operationId: 'voicemail_message_list', tags: ['voicemail_message'], version: 'v3', errors: [400, 401, 403],
    summary: 'The messages of the boxes the caller sees, newest first',
    description: `${SEEN} Filters: box, read; search finds the caller; ordering: recorded_on, caller, duration, read or id (a leading - reverses).`,
    querystring: {
      type: 'object',
      properties: {
        page: { type: 'string' },
        page_size: { type: 'string' },
        search: { type: 'string' },
        ordering: { type: 'string' },
        box: { type: 'string', description: 'Only the messages of this box.' },
        read: { type: 'string', enum: ['true', 'false'], description: 'Only read (true) or unread (false) messages.' },
      },
    },
    responses: {
      200: {
        description: 'A page of messages and how many there are',
        schema: pageOf(model('voicemail_message')),
      },
    },
  },
  get: {
    method: 'GET', path: '/v3/voicemail/message/{id}/', operationId: 'voicemail_message_retrieve', tags: ['voicemail_message'], version: 'v3', errors: [401, 403, 404],
    summary: 'One message', description: SEEN, params: id,
    responses: { 200: { description: 'The message', schema: model('voicemail_message') } },
  },
  remove: {
    method: 'DELETE', path: '/v3/voicemail/message/{id}/', operationId: 'voicemail_message_destroy', tags: ['voicemail_message'], version: 'v3', errors: [401, 403, 404],
    summary: 'Delete a message and its recording',
    description: `${SEEN} Only those who may change the box delete its messages (its owners, the Admin role, administrators): a plain user is refused (403) in a shared box they do not own. The box's unread and total counts follow.`,
    params: id,
    responses: { 204: { description: 'Deleted' } },
  },
  read: {
    method: 'PUT', path: '/v3/voicemail/message/{id}/read/', operationId: 'voicemail_message_read', tags: ['voicemail_message'], version: 'v3', errors: [400, 401, 403, 404],
    summary: 'Mark a message read or unread',
    description: `${SEEN} The box's unread count follows.`,
    params: id,
    body: { type: 'object', required: ['read'], additionalProperties: false, properties: { read: { type: 'boolean' } } },
    responses: { 200: { description: 'The message', schema: model('voicemail_message') } },
  },
  audio: {
    method: 'GET', path: '/v3/voicemail/message/{id}/audio/', operationId: 'voicemail_message_audio', tags: ['voicemail_message'], version: 'v3', errors: [400, 401, 403, 404],
    summary: 'A message’s recording, to play or (download=true) to save',
    description: `${SEEN} Answers 404 (the catalogue’s no_media) when the message has no recording. download=true asks the browser to save it under a name made of the caller and the date.`,
    params: id,
    querystring: { type: 'object', properties: { download: { type: 'string', enum: ['true', 'false'] } } },
    responses: {
      200: {
        description: 'The recording',
        content: {
          'audio/ogg': { type: 'string', contentMediaType: 'audio/ogg' },
          'audio/wav': { type: 'string', contentMediaType: 'audio/wav' },
          'audio/mpeg': { type: 'string', contentMediaType: 'audio/mpeg' },
        },
      },
    },
  },
  ...VOICEMAIL_INGEST_ROUTES,
} satisfies Record<string, RouteContract>;

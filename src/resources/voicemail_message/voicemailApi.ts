import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';

/** A box's messages page size: a box is emptied long before it holds more (paged beyond). */
export const MESSAGES_PAGE_SIZE = 25;

/** The calls of a box's messages (server/areas/voicemail_message/routes.ts), through the one typed client. */
export const voicemailApi = {
  messages: (box: number, page: number, signal?: AbortSignal) =>
    resultOf(apiClient.GET('/v3/voicemail/message/', { params: { query: { box: String(box), page: String(page), page_size: String(MESSAGES_PAGE_SIZE) } }, signal })),
  markRead: (id: number, read: boolean) => resultOf(apiClient.PUT('/v3/voicemail/message/{id}/read/', { params: { path: { id } }, body: { read } })),
  remove: (id: number) => resultOf(apiClient.DELETE('/v3/voicemail/message/{id}/', { params: { path: { id } } })),
  /** The recording as a blob: fetched with the session's token, played from a blob: address (engine/ui/AudioPlayer). */
  audio: (id: number) => resultOf(apiClient.GET('/v3/voicemail/message/{id}/audio/', { params: { path: { id } }, parseAs: 'blob' })) as Promise<Blob>,
};

import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';

/** A media file's audio calls (server/areas/media_file/routes.ts), through the one typed client. */
export const mediaApi = {
  upload(id: number, file: File) {
    const form = new FormData();
    form.append('file', file, file.name);
    // The document's upload field is the file's bytes; the browser sends them as multipart FormData.
    return resultOf(apiClient.POST('/v3/media_file/{id}/audio/', { params: { path: { id } }, body: form as unknown as { file: string } }));
  },
  /** The audio as a blob: fetched with the session's token, played from a blob: address. */
  audio: (id: number) => resultOf(apiClient.GET('/v3/media_file/{id}/audio/', { params: { path: { id } }, parseAs: 'blob' })) as Promise<Blob>,
};

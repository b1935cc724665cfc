import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';
import type { components, paths } from '../../../generated/openapi.ts';

type Op<P extends keyof paths, M extends 'get' | 'post'> = paths[P][M] extends { responses: infer R } ? R : never;
export type ImportState = Op<'/v1/phonebooks/{id}/import/{job}/', 'get'> extends { 200: { content: { 'application/json': infer T } } } ? T : never;
export type ImportPreview = NonNullable<ImportState['preview']>;
export type Job = components['schemas']['Job'];

/** The phonebook import's calls (server/areas/phonebook/import/), through the one typed client. */
export const importApi = {
  upload(phonebook: number, file: File) {
    const form = new FormData();
    form.append('file', file, file.name);
    // The document's upload field is the file's bytes; the browser sends them as multipart FormData.
    return resultOf(apiClient.POST('/v1/phonebooks/{id}/import/', { params: { path: { id: phonebook } }, body: form as unknown as { file: string } }));
  },
  state: (phonebook: number, job: number) => resultOf(apiClient.GET('/v1/phonebooks/{id}/import/{job}/', { params: { path: { id: phonebook, job } } })),
  commit: (phonebook: number, job: number) => resultOf(apiClient.POST('/v1/phonebooks/{id}/import/{job}/commit/', { params: { path: { id: phonebook, job } } })),
};

import type { components } from '../../../generated/openapi.ts';
import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';
import type { ExportBody } from './ExportMenu.tsx';

export type Call = components['schemas']['Cdr'];

/** What the list's filters send (server/areas/cdr/contract.ts). */
export interface CallQuery {
  direction?: 'inbound' | 'outbound' | 'internal';
  answered?: boolean;
  search?: string;
  call_start_after?: string;
  call_start_before?: string;
  ordering?: 'call_start' | '-call_start' | 'duration' | '-duration' | 'cost' | '-cost';
}

/** The call history's calls, through the one typed client. */
export const callApi = {
  list: (query: CallQuery & { page: number; page_size: number }, signal?: AbortSignal) =>
    resultOf(apiClient.GET('/v1/cdr/', { params: { query }, signal }), signal) as Promise<{ count: number; count_capped?: boolean; results: Call[] }>,
  get: (id: number, signal?: AbortSignal) => resultOf(apiClient.GET('/v1/cdr/{id}/', { params: { path: { id } }, signal }), signal) as Promise<Call>,
  /** The recording as a blob: fetched with the session's token, played from a blob: address. */
  recording: (id: number) => resultOf(apiClient.GET('/v1/cdr/{id}/recording/', { params: { path: { id }, query: {} }, parseAs: 'blob' })) as Promise<Blob>,
  export: (body: CallQuery & ExportBody) => resultOf(apiClient.POST('/v1/cdr/export/', { body })),
  exportFile: (job: number) => resultOf(apiClient.GET('/v1/cdr/export/{job}/file/', { params: { path: { job } }, parseAs: 'blob' })) as Promise<Blob>,
};

import { storedCredentials } from '../auth/session.ts';
import { currentLanguage } from '../i18n/language.ts';
import { createApiClient, send, type Method } from './client.ts';

/**
 * How the portal's pages call the API: through the typed client (client.ts), which adds the
 * base address, token, language and group headers.
 */
export type ApiVersion = 'v1' | 'v3';

export interface ApiOptions {
  version?: ApiVersion;
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers, e.g. If-Match for a write that must not overwrite someone else's change. */
  headers?: Record<string, string>;
}

/** A failed call: the HTTP status (0 when the server could not be reached) and the answer. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The portal's one API client, reading the session and language at each request. */
export const apiClient = createApiClient({
  token: () => storedCredentials()?.token ?? null,
  groupId: () => storedCredentials()?.groupId ?? null,
  language: currentLanguage,
});

/** Calls `path` (e.g. 'user/profile/') under the version prefix; a canceled call rejects with its AbortError. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const version = options.version ?? 'v1';
  let answer;
  try {
    answer = await send(apiClient, options.method ?? 'GET', `/${version}/${path.replace(/^\/+/, '')}`, {
      body: options.body,
      signal: options.signal,
      headers: options.headers,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, undefined);
  }
  if (!answer.response.ok) throw new ApiError(answer.response.status, answer.error);
  return answer.data as T;
}

import { storedCredentials } from '../auth/session.ts';
import { currentLanguage } from '../i18n/language.ts';

/**
 * The one way the portal calls the API: base address, version prefix, token, language and
 * group headers. Meant to be swapped for the typed client later, behind these same functions.
 */
export type ApiVersion = 'v1' | 'v3';

export interface ApiOptions {
  version?: ApiVersion;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** v1 calls that act on a group also send Current-Group-Id; v3 calls always do. */
  groupScoped?: boolean;
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

/** The run-time meta tag (PUBLIC_API_URL on the server) wins over the build-time setting. */
export function apiBaseUrl(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="switchboard-api-url"]')?.content.trim();
  const configured: unknown = import.meta.env.VITE_API_URL;
  const base = meta || (typeof configured === 'string' && configured) || '/api';
  return base.replace(/\/+$/, '');
}

function headersFor(version: ApiVersion, options: ApiOptions): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const credentials = storedCredentials();
  if (credentials) {
    headers.Authorization = `Token ${credentials.token}`;
    if ((version === 'v3' || options.groupScoped) && credentials.groupId !== null) {
      headers['Current-Group-Id'] = String(credentials.groupId);
    }
  }
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Calls `path` (e.g. 'user/profile/') under the version prefix; a canceled call rejects with its AbortError. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const version = options.version ?? 'v1';
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}/${version}/${path.replace(/^\/+/, '')}`, {
      method: options.method ?? 'GET',
      headers: headersFor(version, options),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, undefined);
  }
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}

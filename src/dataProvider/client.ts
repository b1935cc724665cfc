import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../generated/openapi.ts';
import { apiBaseUrl } from './apiBase.ts';
import { claimPrefetched } from './prefetch.ts';

export { apiBaseUrl };

/** What every request needs to know about the session, read at the moment it is sent. */
export interface RequestContext {
  token(): string | null;
  groupId(): number | string | null;
  language(): string;
}

/** v1 calls made before or outside a group: the rest of v1, and all of v3, name the group. */
const V1_WITHOUT_GROUP = /^\/v1\/(api-token-auth|quote|request_reset_password|validate_reset_password_token|reset_password)\//;

export function needsGroupHeader(path: string): boolean {
  return path.startsWith('/v3/') || (path.startsWith('/v1/') && !V1_WITHOUT_GROUP.test(path));
}

/**
 * The refusals (401) of a token that was no longer the session's when they came back: asked for
 * with an impersonation's token that has just been handed back, or before a new sign-in. They
 * say nothing about the session now, and must not end it (authProvider's checkError).
 */
const refusedOldToken = new WeakSet<Response>();

const authorizationOf = (token: string | null) => (token ? `Token ${token}` : null);

export function sessionMiddleware(context: RequestContext): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const headers = request.headers;
      const authorization = authorizationOf(context.token());
      if (authorization) headers.set('Authorization', authorization);
      headers.set('Accept-Language', context.language());
      const group = context.groupId();
      if (group !== null && group !== '' && needsGroupHeader(schemaPath)) headers.set('Current-Group-Id', String(group));
      return request;
    },
    onResponse({ request, response }) {
      if (response.status === 401 && request.headers.get('Authorization') !== authorizationOf(context.token())) refusedOldToken.add(response);
      return undefined;
    },
  };
}

/** The one typed client of the API; tests pass their own `fetch`. */
export function createApiClient(context: RequestContext, options: { baseUrl?: string; fetch?: typeof fetch } = {}) {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? apiBaseUrl(),
    // A request boot.ts already sent (prefetch.ts) is answered by that answer.
    fetch: (request: Request) => claimPrefetched(request) ?? (options.fetch ?? globalThis.fetch)(request),
  });
  client.use(sessionMiddleware(context));
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A failed call: the HTTP status (0 when the server could not be reached) and the answer. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** Retry-After of a 429, in seconds as sent. */
    readonly retryAfter?: string | null,
    /** A 401 of a token the session no longer holds (sessionMiddleware). */
    readonly forOldToken = false,
  ) {
    super(`HTTP ${status}`);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What every call of the typed client answers (openapi-fetch's FetchResponse, loosely). */
interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The data of a typed call, e.g. `resultOf(apiClient.GET('/v3/user/profile/'))`; a refusal
 * rejects with an ApiError, an unreachable server with status 0, a canceled call with its AbortError.
 */
export async function resultOf<T>(call: Promise<Answer<T>>, signal?: AbortSignal): Promise<T> {
  let answer;
  try {
    answer = await call;
  } catch (error) {
    if (signal?.aborted || (error as Error | null)?.name === 'AbortError') throw error;
    throw new ApiError(0, undefined);
  }
  if (!answer.response.ok) throw new ApiError(answer.response.status, answer.error, answer.response.headers.get('Retry-After'), refusedOldToken.has(answer.response));
  return answer.data as T;
}

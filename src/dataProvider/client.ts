import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../generated/openapi.ts';

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

/** Every path ends with a slash, DRF style, whatever the caller wrote. */
export function withTrailingSlash(path: string): string {
  const [base, query] = path.split('?');
  return `${base.endsWith('/') ? base : `${base}/`}${query ? `?${query}` : ''}`;
}

export function sessionMiddleware(context: RequestContext): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const headers = request.headers;
      const token = context.token();
      if (token) headers.set('Authorization', `Token ${token}`);
      headers.set('Accept-Language', context.language());
      const group = context.groupId();
      if (group !== null && group !== '' && needsGroupHeader(schemaPath)) headers.set('Current-Group-Id', String(group));
      return request;
    },
  };
}

/** The API's base: the run-time meta tag (PUBLIC_API_URL), then VITE_API_URL, then /api on this origin. */
export function apiBaseUrl(): string {
  const meta = typeof document === 'undefined' ? null : document.querySelector('meta[name="switchboard-api-url"]');
  const runtime = meta?.getAttribute('content')?.trim();
  const configured: unknown = import.meta.env.VITE_API_URL;
  return (runtime || (typeof configured === 'string' && configured) || '/api').replace(/\/+$/, '');
}

/** The one typed client of the API; tests pass their own `fetch`. */
export function createApiClient(context: RequestContext, options: { baseUrl?: string; fetch?: typeof fetch } = {}) {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? apiBaseUrl(),
    fetch: options.fetch ? (request: Request) => options.fetch!(request) : undefined,
  });
  client.use(sessionMiddleware(context));
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SendOptions {
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface Answer {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * A call through the typed client on a path made at run time (a resource's endpoint from its
 * schema, a page's path): openapi-fetch still adds the session headers and reads the answer.
 */
export function send(client: ApiClient, method: Method, path: string, options: SendOptions = {}): Promise<Answer> {
  const invoke = client[method] as unknown as (path: string, init: object) => Promise<Answer>;
  return invoke(withTrailingSlash(path), {
    params: { query: options.query },
    body: options.body,
    signal: options.signal,
    headers: options.headers,
  });
}

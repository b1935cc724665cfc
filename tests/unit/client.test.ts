import { describe, expect, it } from 'vitest';
import { createApiClient, needsGroupHeader, resultOf, type ApiError } from '../../src/dataProvider/client.ts';
import { authProvider } from '../../src/auth/authProvider.ts';
import { createDataProvider, mappedErrorOf, CanceledRequest } from '../../src/dataProvider/dataProvider.ts';
import { createLookups } from '../../src/dataProvider/lookups.ts';
import { LOOKUP_PATHS, RESOURCES, resourcePaths } from '../../src/dataProvider/resources.ts';
import DOCUMENT from '../../generated/openapi.json' with { type: 'json' };

/** A fetch that records each request and answers from a script. */
function recorder(answer: (request: Request) => Response | Promise<Response>) {
  const seen: Request[] = [];
  const fetch = async (request: Request) => {
    seen.push(request.clone());
    return answer(request);
  };
  return { seen, fetch: fetch as unknown as typeof globalThis.fetch };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const context = { token: () => 'a'.repeat(40), groupId: () => 7, language: () => 'nl' };

describe('the typed client', () => {
  it('sends the token, the language and the group', async () => {
    const { seen, fetch } = recorder(() => json({ count: 0, results: [] }));
    const client = createApiClient(context, { baseUrl: 'http://api.test/api', fetch });
    await client.GET('/v1/site/', {});
    const [request] = seen;
    expect(request.url).toBe('http://api.test/api/v1/site/');
    expect(request.headers.get('Authorization')).toBe(`Token ${'a'.repeat(40)}`);
    expect(request.headers.get('Accept-Language')).toBe('nl');
    expect(request.headers.get('Current-Group-Id')).toBe('7');
  });

  it('tells a refusal of the token the session holds from one of a token it has handed back: only the first ends the session', async () => {
    let token = 'a'.repeat(40);
    let answered: () => void = () => undefined;
    const refused = new Promise<void>((resolve) => (answered = resolve));
    // The server refuses the first request once the session has moved on (an impersonation ended meanwhile).
    const { fetch } = recorder(async () => (await refused, json({ detail: 'Invalid token.' }, 401)));
    const client = createApiClient({ ...context, token: () => token }, { baseUrl: 'http://api.test/api', fetch });
    const sentWithOld = resultOf(client.GET('/v1/site/', {})).catch((error: ApiError) => error);
    token = 'b'.repeat(40);
    answered();
    const old = await sentWithOld;
    expect(old).toMatchObject({ status: 401, forOldToken: true });
    await expect(authProvider.checkError(old)).resolves.toBeUndefined();

    const current = await resultOf(client.GET('/v1/site/', {})).catch((error: ApiError) => error);
    expect(current).toMatchObject({ status: 401, forOldToken: false });
    await expect(authProvider.checkError(current)).rejects.toMatchObject({ message: 'session.expired' });
  });

  it('calls the paths of the API description, filling in their parameters', async () => {
    const { seen, fetch } = recorder(() => json({ token: 'b'.repeat(40), group_id: 3, expires_in: 60 }));
    const client = createApiClient(context, { baseUrl: 'http://api.test/api', fetch });
    await client.POST('/v3/group/{id}/impersonate/', { params: { path: { id: 3 } } });
    expect(new URL(seen[0].url).pathname).toBe('/api/v3/group/3/impersonate/');
    // @ts-expect-error: a path the API description does not have is refused by the compiler.
    await client.GET('/v1/no_such_thing/');
    // @ts-expect-error: and so is a body the call does not take.
    await client.POST('/v1/feedback/', { body: { subject: 1 } });
  });

  it("types each resource's paths as the description's own, so the data provider's paths are among them", () => {
    const paths = DOCUMENT.paths as Record<string, Record<string, unknown>>;
    for (const [name, meta] of Object.entries(RESOURCES)) {
      const ops = meta.operations ?? ['list', 'get', 'create', 'update', 'delete'];
      const { collection, create, item, update, remove } = resourcePaths(meta);
      if (ops.includes('list')) expect(paths[collection]?.get, `${name} list`).toBeDefined();
      if (ops.includes('create')) expect(paths[create]?.post, `${name} create`).toBeDefined();
      if (ops.includes('get')) expect(paths[item]?.get, `${name} get`).toBeDefined();
      if (ops.includes('update')) expect([paths[update]?.put, paths[update]?.patch], `${name} update`).not.toContain(undefined);
      if (ops.includes('delete')) expect(paths[remove]?.delete, `${name} delete`).toBeDefined();
    }
    for (const path of LOOKUP_PATHS) expect(paths[path]?.get, path).toBeDefined();
  });

  it('names the group on v3 calls and group-bound v1 calls, not on sign-in', () => {
    expect(needsGroupHeader('/v3/user/profile/')).toBe(true);
    expect(needsGroupHeader('/v1/site/')).toBe(true);
    expect(needsGroupHeader('/v1/api-token-auth/')).toBe(false);
    expect(needsGroupHeader('/v1/reset_password/')).toBe(false);
  });
});

describe('the data provider', () => {
  it('pages, searches, sorts and filters on the server', async () => {
    const { seen, fetch } = recorder(() => json({ count: 42, results: [{ id: 1, name: 'Brussels' }] }));
    const provider = createDataProvider(createApiClient(context, { baseUrl: 'http://api.test/api', fetch }));
    const answer = await provider.getList('site', {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'brus', country_code: 'BE' },
    });
    expect(answer).toEqual({ data: [{ id: 1, name: 'Brussels' }], total: 42 });
    const url = new URL(seen[0].url);
    expect(url.pathname).toBe('/api/v1/site/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '3', page_size: '20', ordering: '-name', search: 'brus', country_code: 'BE',
    });
  });

  it('uses the version and endpoint the schema declares', async () => {
    const { seen, fetch } = recorder(() => json({ id: 5, extension: 201, version: 3 }));
    const provider = createDataProvider(createApiClient(context, { baseUrl: 'http://api.test/api', fetch }));
    await provider.update('extension', { id: 5, data: { name: 'A' }, previousData: { id: 5, version: 3 } });
    expect(new URL(seen[0].url).pathname).toBe('/api/v3/user/extension/5/');
    expect(seen[0].method).toBe('PATCH');
    expect(seen[0].headers.get('If-Match')).toBe('"3"');
  });

  it('replaces the whole record with PUT when the form asks (meta.replace)', async () => {
    const { seen, fetch } = recorder(() => json({ id: 7, name: 'Ghent', version: 2 }));
    const provider = createDataProvider(createApiClient(context, { baseUrl: 'http://api.test/api', fetch }));
    await provider.update('site', { id: 7, data: { name: 'Ghent', country_code: 'BE' }, previousData: { id: 7, version: 1 }, meta: { replace: true } });
    expect(seen[0].method).toBe('PUT');
    expect(seen[0].headers.get('If-Match')).toBe('"1"');
  });

  it('rejects with field errors react-admin puts at the inputs', async () => {
    const { fetch } = recorder(() => json({ name: ['This field is required.'] }, 400));
    const provider = createDataProvider(createApiClient(context, { baseUrl: 'http://api.test/api', fetch }));
    const error = await provider.create('site', { data: {} }).catch((e) => e);
    expect(error.status).toBe(400);
    expect(mappedErrorOf(error)?.fields.name.key).toBe('errors.required');
    expect(error.body.errors).toEqual({ name: { message: 'errors.required', args: {} } });
  });

  it('ignores a canceled request instead of reporting it', async () => {
    const controller = new AbortController();
    const { fetch } = recorder(async (request) => {
      controller.abort();
      throw Object.assign(new Error('aborted'), { name: 'AbortError', request });
    });
    const provider = createDataProvider(createApiClient(context, { baseUrl: 'http://api.test/api', fetch }));
    const error = await provider
      .getList('site', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {}, signal: controller.signal })
      .catch((e) => e);
    expect(error).toBeInstanceOf(CanceledRequest);
  });
});

describe('option lookups', () => {
  it('ask for 10, one more when the current item is left out, and cache per query and page', async () => {
    const { seen, fetch } = recorder((request) => {
      const size = Number(new URL(request.url).searchParams.get('page_size'));
      return json({ count: 30, results: Array.from({ length: size }, (_, i) => ({ id: i + 1, label: `Flow ${i + 1}` })) });
    });
    const lookups = createLookups(createApiClient(context, { baseUrl: 'http://api.test/api', fetch }));
    const page = await lookups.options('call_flow', { search: 'fl', exclude: 3 });
    expect(new URL(seen[0].url).searchParams.get('page_size')).toBe('11');
    expect(page.results).toHaveLength(10);
    expect(page.results.map((r) => r.id)).not.toContain(3);
    await lookups.options('call_flow', { search: 'fl', exclude: 3 });
    expect(seen).toHaveLength(1);
    await lookups.options('call_flow', { search: 'fl', exclude: 3, page: 2 });
    expect(seen).toHaveLength(2);
  });

  it('log a failed lookup and answer no options', async () => {
    const { fetch } = recorder(() => json({ detail: 'boom' }, 500));
    const lookups = createLookups(createApiClient(context, { baseUrl: 'http://api.test/api', fetch }));
    const warn = console.warn;
    console.warn = () => {};
    try {
      expect(await lookups.options('site', { search: 'x' })).toEqual({ results: [], count: 0 });
    } finally {
      console.warn = warn;
    }
  });
});

import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';
import { operations, requestOf, uncataloguedTexts } from './helpers/fuzzRequests.ts';
import { tempDataDir } from './helpers/outbox.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { SERVER_TEXT } from '../../core/domain/errorCodes.ts';

/**
 * Malformed input never gets a 5xx: every operation of the API description gets requests whose
 * path, query, headers and body hold NUL bytes, lone surrogates, numbers beyond any integer
 * column and broken sort or search values, signed in as the group admin and without a token.
 * A refusal with 400 speaks the error catalogue's words. FUZZ_RUNS sets the requests per
 * operation (default 12), FUZZ_SEED replays a run that fast-check reported, FUZZ_LOG=error shows
 * the server's log of what failed.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
// CI replays one fixed seed so that a landing is judged on the same requests every time; a
// developer's run explores new ones (and prints the seed of anything it finds).
const SEED = process.env.FUZZ_SEED !== undefined ? Number(process.env.FUZZ_SEED) : process.env.CI ? 20261123 : undefined;
const OPERATIONS = operations();

describe.each(databases())('malformed requests on $name', (kind) => {
  // One app per database for every operation: the runs share it, and so its records.
  const api = useSeededApp(kind, { dataDir: tempDataDir(), logLevel: process.env.FUZZ_LOG ?? 'silent' });
  let token = '';
  beforeAll(async () => {
    token = await api.signIn('admin');
  });

  it.each(OPERATIONS.map((op) => [`${op.method} ${op.path}`, op] as const))('%s answers no 5xx', async (_name, op) => {
    // Signing out would end the session the other runs use.
    const signedOut = op.path === '/v1/logout/';
    await fc.assert(
      fc.asyncProperty(requestOf(op), async (request) => {
        const res = await api.app.inject({
          method: request.method,
          url: request.url,
          payload: request.payload,
          headers: { ...request.headers, ...(request.signedIn && !signedOut ? { authorization: `Token ${token}` } : {}) },
        });
        expect(res.statusCode, `${request.method} ${request.url} ${JSON.stringify(request.headers)} ${String(request.payload ?? "").slice(0, 200)}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        // Every refusal speaks the catalogue, whatever its status.
        if (res.statusCode >= 400 && res.headers['content-type']?.toString().startsWith('application/json')) {
          expect(uncataloguedTexts(res.json()), `${res.statusCode} ${res.body.slice(0, 300)}`).toEqual([]);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  });
});

/** The fuzzer's first finds, as plain examples: what each answers, in the catalogue's words. */
describe.each(databases())('malformed input examples on $name', (kind) => {
  const api = useSeededApp(kind, { dataDir: tempDataDir() });
  let token = '';
  beforeAll(async () => {
    token = await api.signIn('admin');
  });

  it('answers 404 for an id no record can have', async () => {
    for (const id of ['99999999999999999999', '2147483648', '9007199254740993', '1e30', '-1', '0', '1.5']) {
      const res = await api.get(`/api/v1/site/${id}/`, { token });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ detail: serverText('not_found') });
    }
  });

  it('names each malformed paging, sort or group parameter of a list in one 400', async () => {
    const res = await api.get('/api/v1/site/?page=1e30&page_size=-1&ordering=__proto__&group=1e99', { token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      page: [serverText('invalid')],
      page_size: [serverText('invalid')],
      ordering: [serverText('invalid_choice')],
      group: [serverText('invalid')],
    });
    const beyond = await api.get('/api/v3/role/?page=99999999999&page_size=0', { token });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toEqual([`page: ${serverText('max_value', { limit: 2147483647 })}`, `page_size: ${serverText('min_value', { limit: 1 })}`]);
    const long = await api.get(`/api/v3/group/?search=${'x'.repeat(201)}`, { token });
    expect(long.json()).toEqual({ search: [serverText('max_length', { limit: 200 })] });
  });

  it('answers unknown fields called like Object members (constructor, toString) in catalogue words, with 400', async () => {
    const json = { 'content-type': 'application/json' };
    const res = await api.post('/api/v1/feedback/', { token, body: '{"constructor": -1, "toString": 1}', headers: json });
    expect(res.statusCode, res.body).toBe(400);
    expect(uncataloguedTexts(res.json()), res.body).toEqual([]);
  });

  it('refuses NUL bytes and unpaired surrogates in a body, a query or a path with 400', async () => {
    const nul = await api.post('/api/v1/site/', { token, body: { name: 'a\u0000b', country_code: 'BE' } });
    // Written as JSON text: JSON.stringify would escape the surrogate's backslash.
    const json = { 'content-type': 'application/json' };
    const surrogate = await api.post('/api/v1/phonebooks/', { token, body: '{"description": "x\\ud800"}', headers: json });
    const key = await api.post('/api/v1/api-token-auth/', { body: '{"username": "admin", "password": "x", "\\udc00": 1}', headers: json });
    const query = await api.get('/api/v1/site/?search=a%00b', { token });
    const path = await api.post('/api/v1/integrations/subscribe/a%00/', { token, body: {} });
    for (const res of [nul, surrogate, key, query, path]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ detail: serverText('invalid') });
    }
    const encoded = await api.get('/api/v1/site/%ED%A0%80/', { token });
    expect(encoded.statusCode).toBe(400);
    expect(encoded.json()).toEqual({ detail: serverText('invalid') });
  });

  it('answers a Current-Group-Id that is no id, or one out of reach, with 403', async () => {
    const malformed = await api.get('/api/v1/site/', { token, group: '1e99' });
    expect(malformed.statusCode).toBe(403);
    expect(malformed.json()).toEqual({ detail: SERVER_TEXT.groupForbidden });
    const beyond = await api.get('/api/v1/site/', { token, group: '99999999999999999999' });
    expect(beyond.statusCode).toBe(403);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimPrefetched, prefetch } from '../../src/dataProvider/prefetch.ts';
import { listRoutes } from '../../scripts/vite/listRoutes.ts';

/** jsdom (a .tsx test): prefetch resolves addresses against the page's location. */
describe('a request sent before the list asks (boot.ts)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const headers = { Authorization: 'Token abc', 'Accept-Language': 'en', 'Current-Group-Id': '2' };
  const url = '/api/v3/user/extension/?page=1&page_size=25&ordering=extension';

  function sendOnce() {
    const answer = new Response('{"count":0,"results":[]}');
    const fetch = vi.fn(async () => answer);
    vi.stubGlobal('fetch', fetch);
    prefetch(url, headers);
    return { answer, fetch };
  }

  it('answers the same request with the same headers, once', async () => {
    const { answer, fetch } = sendOnce();
    const request = new Request(new URL(url, window.location.href), { headers });
    expect(await claimPrefetched(request)).toBe(answer);
    expect(claimPrefetched(new Request(new URL(url, window.location.href), { headers }))).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is not handed to a request of another group, another address or another method', () => {
    sendOnce();
    expect(claimPrefetched(new Request(new URL(url, window.location.href), { headers: { ...headers, 'Current-Group-Id': '3' } }))).toBeUndefined();
    sendOnce();
    expect(claimPrefetched(new Request(new URL(`${url}&search=x`, window.location.href), { headers }))).toBeUndefined();
    expect(claimPrefetched(new Request(new URL(url, window.location.href), { method: 'POST', headers, body: '{}' }))).toBeUndefined();
  });

  it('knows each engine list by its address, with the request the list makes', () => {
    const extensions = listRoutes().find((r) => r.route === '/users/extensions');
    expect(extensions).toEqual({ route: '/users/extensions', resource: 'extension', path: '/v3/user/extension/', sort: { field: 'extension', order: 'ASC' }, ordering: 'extension' });
  });
});

describe('a list quicker than the early request', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is not asked for a second time once the list has asked', () => {
    const url = '/api/v1/site/?page=1&page_size=25&ordering=description';
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    expect(claimPrefetched(new Request(new URL(url, window.location.href)))).toBeUndefined();
    prefetch(url, {});
    expect(fetch).not.toHaveBeenCalled();
  });
});

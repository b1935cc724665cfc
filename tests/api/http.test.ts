import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { apiOf, databases, PROFILE, SIGN_IN, testConfig, useSeededApp } from './helpers/harness.ts';
import { SERVER_TEXT } from '../../core/domain/errorCodes.ts';

/** A stand-in for the built portal, so that these tests do not depend on `vite build`. */
function fakePortal(): string {
  const dir = mkdtempSync(join(tmpdir(), 'switchboard-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="switchboard-api-url" content=""></head><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("portal");');
  return dir;
}

function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

function expectSecurityHeaders(res: LightMyRequestResponse) {
  const policy = csp(res);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  // Without script-src, default-src would govern scripts: require it explicitly.
  const scripts = policy.get('script-src');
  expect(scripts).toBeDefined();
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts?.some((s) => s === '*' || s.endsWith(':'))).toBe(false);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(String(res.headers['referrer-policy'] ?? '')).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
}

const LEAKS = [/\bat\s+\S+\s*\(/, /\.ts:\d+/, /node_modules/, /\bSELECT\b/i, /relation/i, /stack/i, /no_such_table/];

describe.each(databases())('HTTP behaviour on $name', (kind) => {
  const dist = fakePortal();
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const api = useSeededApp(kind, { distDir: dist });

  describe('security headers', () => {
    it('are on API answers, which are never cached', async () => {
      const token = await api.signIn('admin');
      const answers = {
        profile: await api.get(PROFILE, { token }),
        unauthenticated: await api.get(PROFILE),
        'failed sign-in': await api.post(SIGN_IN, { body: { username: 'admin', password: 'nope-nope' } }),
        quote: await api.get('/api/v1/quote/'),
        'unknown path': await api.get('/api/v1/no-such-endpoint/'),
        'the API root': await api.get('/api'),
        'the API root with a query': await api.get('/api?page=1'),
      };
      for (const [what, res] of Object.entries(answers)) {
        expectSecurityHeaders(res);
        expect(res.headers['cache-control'], what).toBe('no-store');
      }
    });

    it('are on portal answers: the app, a reload on a portal route, and its scripts', async () => {
      for (const path of ['/', '/dashboard', '/configuration/sites?page=2', '/assets/app-abc123.js']) {
        const res = await api.get(path);
        expect(res.statusCode, path).toBe(200);
        expectSecurityHeaders(res);
        expect(res.headers['cache-control'], path).not.toBe('no-store');
      }
      const script = await api.get('/assets/app-abc123.js');
      expect(script.headers['content-type']).toMatch(/javascript/);
      expect(script.headers['cache-control']).toMatch(/immutable/);
      const page = await api.get('/users/extensions');
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<div id="root">');
    });
  });

  describe('the portal', () => {
    it('answers HEAD on the app as it answers GET', async () => {
      for (const path of ['/', '/dashboard']) expect((await api.request('HEAD', path)).statusCode, path).toBe(200);
    });

    it('gives /index.html the same page as any other portal path, with the configured API address', async () => {
      const portal = await api.newApp({ publicApiUrl: 'https://api.example.com' });
      const root = await portal.get('/');
      expect(root.body).toContain('<meta name="switchboard-api-url" content="https://api.example.com">');
      const index = await portal.get('/index.html');
      expect(index.statusCode).toBe(200);
      expect(index.body).toBe(root.body);
    });
  });

  describe('errors', () => {
    it('answers an unknown API path with a JSON 404, for any method, with or without a token', async () => {
      const token = await api.signIn('user');
      for (const [method, url] of [['GET', '/api/v1/nothing-here/'], ['POST', '/api/v3/nope'], ['GET', '/api'], ['DELETE', '/api/v1/users/1/']] as const) {
        for (const auth of [{}, { token }]) {
          const res = await api.request(method, url, auth);
          expect(res.statusCode, `${method} ${url}`).toBe(404);
          expect(res.headers['content-type']).toMatch(/^application\/json/);
          expect(res.json()).toEqual({ detail: SERVER_TEXT.notFound });
        }
      }
    });

    it('refuses an oversized body with 413 before reading it all', async () => {
      const body = JSON.stringify({ username: 'admin', password: 'x'.repeat(2 * 1024 * 1024) });
      const res = await api.post(SIGN_IN, { body, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ detail: SERVER_TEXT.payloadTooLarge });
      expectSecurityHeaders(res);
    });

    it('answers malformed JSON with a 400 that shows no internals', async () => {
      const res = await api.post(SIGN_IN, { body: '{"username": ', headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(400);
      for (const leak of LEAKS) expect(res.body).not.toMatch(leak);
    });

    it('never shows a stack trace or SQL in a 500', async () => {
      const app = await buildApp(api.db, testConfig());
      // A route that fails the way real code fails: a query against a table that does not exist.
      app.get('/api/v1/test-failure/', { config: { public: true } }, async () => {
        await api.db.query('SELECT secret FROM no_such_table WHERE id = $1', [1]);
        return {};
      });
      app.get('/api/v1/test-throw/', { config: { public: true } }, async () => {
        throw new Error('SELECT password_hash FROM users at /work/server/x.ts:12');
      });
      try {
        for (const url of ['/api/v1/test-failure/', '/api/v1/test-throw/']) {
          const res = await apiOf(app).get(url);
          expect(res.statusCode).toBe(500);
          expect(res.json()).toEqual({ detail: SERVER_TEXT.serverError });
          for (const leak of LEAKS) expect(res.body).not.toMatch(leak);
          expectSecurityHeaders(res);
          expect(res.headers['cache-control']).toBe('no-store');
        }
      } finally {
        await app.close();
      }
    });
  });

  describe('the 404 quote', () => {
    const locale = (lang: string) =>
      Object.values(
        (JSON.parse(readFileSync(new URL(`../../locales/${lang}.json`, import.meta.url), 'utf8')) as { quotes: Record<string, string> }).quotes,
      );

    it('has different quotes per language in the locale files', () => {
      for (const lang of ['en', 'nl', 'fr']) expect(locale(lang).length, lang).toBeGreaterThan(0);
      expect(locale('nl')).not.toEqual(locale('en'));
      expect(locale('fr')).not.toEqual(locale('en'));
    });

    it.each([
      ['nl', 'nl'],
      ['fr-BE,fr;q=0.9,en;q=0.8', 'fr'],
      ['de-DE,nl;q=0.8', 'nl'],
      ['en-GB', 'en'],
      ['de', 'en'],
      [undefined, 'en'],
    ])('answers Accept-Language %j in %s, without a token', async (header, lang) => {
      const quotes = locale(lang);
      for (let i = 0; i < 10; i++) {
        const res = await api.get('/api/v1/quote/', { headers: header ? { 'accept-language': header } : {} });
        expect(res.statusCode).toBe(200);
        expect(quotes).toContain(res.json().text);
      }
    });
  });
});

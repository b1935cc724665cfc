import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { compressAssets } from '../../scripts/vite/precompress.ts';
import { databases, useSeededApp } from './helpers/harness.ts';

/** A built portal with one script large enough to be compressed, compressed as the build does. */
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Extension ${i}` })))};\n`;

function builtPortal(): string {
  const dir = mkdtempSync(join(tmpdir(), 'switchboard-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body><script type="module" src="/assets/app-abc123.js"></script></body></html>');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), SCRIPT);
  compressAssets(dir);
  return dir;
}

describe.each(databases().slice(0, 1))('the portal over the wire ($name)', (kind) => {
  const dist = builtPortal();
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const api = useSeededApp(kind, { distDir: dist });
  const script = (acceptEncoding?: string) =>
    api.request('GET', '/assets/app-abc123.js', { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a browser that accepts brotli the brotli copy, cached for good, varying by encoding', async () => {
    const res = await script('gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client that only accepts gzip, and the script itself to one that accepts neither', async () => {
    const gzip = await script('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await script();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});

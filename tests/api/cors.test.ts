import { describe, expect, it } from 'vitest';
import { databases, useSeededApp, PROFILE } from './helpers/harness.ts';

const PORTAL = 'https://portal.example.com';

describe.each(databases())('a portal on another origin on %s', (kind) => {
  const api = useSeededApp(kind, { portalOrigins: [PORTAL] });

  it('may ask first, with the session headers', async () => {
    const res = await api.app.inject({
      method: 'OPTIONS',
      url: PROFILE,
      headers: { origin: PORTAL, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,current-group-id' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('current-group-id');
  });

  it('reads the answers and the Retry-After and ETag headers', async () => {
    const token = await api.signIn('admin');
    const res = await api.get(PROFILE, { token, headers: { origin: PORTAL } });
    expect(res.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(String(res.headers['access-control-expose-headers'])).toContain('Retry-After');
  });

  it('gives any other origin nothing to read', async () => {
    const token = await api.signIn('admin');
    const res = await api.get(PROFILE, { token, headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

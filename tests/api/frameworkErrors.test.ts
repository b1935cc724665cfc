import { describe, expect, it } from 'vitest';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { databases, useSeededApp, SIGN_IN } from './helpers/harness.ts';

/** What Fastify refuses by itself still answers in the catalogue's words, which the portal translates. */
describe.each(databases())('errors raised by the framework on %s', (kind) => {
  const api = useSeededApp(kind);

  it('answers a body it cannot parse with the catalogue text', async () => {
    const res = await api.post(SIGN_IN, { body: '{"username": ', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: serverText('invalid') });
  });

  it('answers an unsupported content type with the catalogue text', async () => {
    const res = await api.post(SIGN_IN, { body: 'username=admin', headers: { 'content-type': 'text/csv' } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: serverText('unsupported_media_type') });
  });

  it('names every missing field of a body schema in the catalogue text', async () => {
    const res = await api.post(SIGN_IN, { body: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: [serverText('required')], password: [serverText('required')] });
  });
});

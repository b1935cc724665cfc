import { describe, expect, it } from 'vitest';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { ROUTES } from '../../server/routes/contract/routes.ts';
import type { RouteContract } from '../../server/routes/contract/route.ts';
import { DOCUMENT } from './helpers/document.ts';
import { databases, useSeededApp } from './helpers/harness.ts';

type Operation = { operationId?: string; requestBody?: { content: Record<string, { schema: { $ref?: string } }> }; parameters?: { name: string; in: string }[] };

/**
 * The hand-written calls have one contract (server/routes/contract/): Fastify checks their input
 * against it with the project's Ajv, and the API description is written from it.
 */
describe('the contract of the hand-written calls', () => {
  it('is what the API description says of each of them', () => {
    for (const route of Object.values(ROUTES) as RouteContract[]) {
      const operation = (DOCUMENT.paths[route.path] as Record<string, Operation> | undefined)?.[route.method.toLowerCase()];
      expect(operation?.operationId, `${route.method} ${route.path}`).toBe(route.operationId);
      const body = route.body ?? route.requestBody?.schema;
      const documented = Object.values(operation?.requestBody?.content ?? {})[0]?.schema.$ref;
      const model = (body as { $ref?: string } | undefined)?.$ref?.match(/schemas\/(\w+)\.schema\.json$/)?.[1];
      expect(documented, `${route.path} body`).toBe(model ? `#/components/schemas/${model.replace(/(^|_)(\w)/g, (_m, _s, c: string) => c.toUpperCase())}` : undefined);
      const names = (schema: unknown) => Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});
      expect(operation?.parameters?.map((p) => p.name) ?? [], `${route.path} parameters`).toEqual([...names(route.params), ...names(route.querystring)]);
    }
  });
});

describe.each(databases())('input checked against the contract on %s', (kind) => {
  const api = useSeededApp(kind);

  it('refuses a body that breaks its schema of schemas/, at its fields, in the catalogue’s words', async () => {
    const token = await api.signIn('admin');
    const res = await api.post('/api/v1/feedback/', { token, body: { requester: 'me', subject: 7, description: 'x'.repeat(5001), sent_by: 'robot' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      subject: [serverText('invalid')],
      description: [serverText('max_length', { limit: 5000 })],
      sent_by: [serverText('unknown_field')],
    });
  });

  it('reads query values as the types the contract gives them', async () => {
    const token = await api.signIn('admin');
    const paged = await api.get('/api/v3/media_file/call_queue_hold_music/?page=1&page_size=2', { token });
    expect(paged.statusCode, paged.body).toBe(200);
    const refused = await api.get('/api/v3/media_file/call_queue_hold_music/?page=first', { token });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ page: [serverText('invalid')] });
  });

  it('checks the session before the body: without one the answer is 401, whatever the body', async () => {
    const res = await api.post('/api/v1/feedback/', { body: { subject: 7 } });
    expect(res.statusCode).toBe(401);
  });
});

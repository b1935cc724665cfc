import { createServer } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Delivery } from '../../server/ingest/asterisk/delivery.ts';

/** A Switchboard stand-in on 127.0.0.1: answers each post with the next status of its script. */
const statuses: number[] = [];
const received: { path: string; auth: string; body: { event_id?: string } }[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    received.push({ path: req.url ?? '', auth: req.headers.authorization ?? '', body: JSON.parse(body) });
    res.writeHead(statuses.shift() ?? 201, { 'content-type': 'application/json' }).end('{"detail":"as scripted"}');
  });
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it('posts in order with the token, retries a 5xx until it is taken, and logs a 4xx once without retrying', async () => {
  const warnings: string[] = [];
  const delivery = new Delivery({ url, token: 'a'.repeat(40), log: { info: () => {}, warn: (m) => warnings.push(m) }, retryMs: 5 });
  statuses.push(503, 502, 201, 400, 200);
  for (const id of ['e1', 'e2', 'e3']) delivery.send({ path: 'live-events/', body: { event_id: id } });
  await delivery.drained();
  expect(received.map((r) => r.body.event_id)).toEqual(['e1', 'e1', 'e1', 'e2', 'e3']);
  expect(received.every((r) => r.path === '/api/ingest/v1/live-events/' && r.auth === `Bearer ${'a'.repeat(40)}`)).toBe(true);
  expect(warnings.filter((w) => w.includes('retrying'))).toHaveLength(2);
  expect(warnings.filter((w) => w.startsWith('Switchboard refused live-events/ e2 (400)'))).toHaveLength(1);
});

it('retries while Switchboard is unreachable', async () => {
  const warnings: string[] = [];
  const delivery = new Delivery({ url: 'http://127.0.0.1:9', token: 'b'.repeat(40), log: { info: () => {}, warn: (m) => warnings.push(m) }, retryMs: 5 });
  delivery.send({ path: 'calls/', body: { call_id: 'c1' } });
  const deadline = Date.now() + 5000;
  while (warnings.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  delivery.stop();
  expect(warnings.slice(0, 2).every((w) => w.startsWith('Switchboard unreachable for calls/ c1'))).toBe(true);
});

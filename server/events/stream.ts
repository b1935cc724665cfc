import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/index.ts';
import { RESYNC, type EventBus, type ServerEvent } from './bus.ts';
import { mayWatch, sessionAlive, type StreamViewer } from './tickets.ts';

export interface StreamOptions {
  db: Queryable;
  bus: EventBus;
  viewer: StreamViewer;
  idleMinutes: number;
  /** A comment line this often keeps proxies from closing a quiet stream, and rechecks the session. */
  heartbeatMs: number;
}

/** How long a group's "may watch" answer is kept for one stream. */
const ACCESS_TTL_MS = 60_000;

/**
 * Serves one Server-Sent Events stream: every event of a group the viewer may act on, as a
 * `data:` line holding {type, group, data}, and a heartbeat comment. The stream ends when the
 * client goes, the session ends (logout, idle) or `end()` is called (the server closes).
 */
export function serveStream(reply: FastifyReply, options: StreamOptions): { end(): void; done: Promise<void> } {
  const { db, bus, viewer } = options;
  const raw = reply.raw;
  reply.hijack();
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise hold events back in their buffers.
    'x-accel-buffering': 'no',
  });
  // The browser waits this long before it connects again after a drop.
  raw.write('retry: 3000\n: connected\n\n');

  const access = new Map<number, { ok: boolean; at: number }>();
  let next = 0;
  // One event at a time, in order, even while a group's access is being looked up.
  let queue: Promise<void> = Promise.resolve();

  async function allowed(groupId: number): Promise<boolean> {
    const known = access.get(groupId);
    if (known && Date.now() - known.at < ACCESS_TTL_MS) return known.ok;
    const ok = await mayWatch(db, viewer, groupId);
    access.set(groupId, { ok, at: Date.now() });
    return ok;
  }

  const meantFor = ({ adminsAnd }: ServerEvent) => !adminsAnd || viewer.isAdmin || adminsAnd.userId === viewer.userId;

  function send(event: ServerEvent) {
    queue = queue.then(async () => {
      if (event.type !== RESYNC && (event.groupId === null || !meantFor(event) || !(await allowed(event.groupId)))) return;
      next += 1;
      raw.write(`id: ${next}\ndata: ${JSON.stringify({ type: event.type, group: event.groupId, data: event.data })}\n\n`);
    }).catch(() => end());
  }

  const unsubscribe = bus.subscribe(send);
  const heartbeat = setInterval(() => {
    queue = queue.then(async () => {
      if (!(await sessionAlive(db, viewer.tokenHash, options.idleMinutes))) return end();
      raw.write(': heartbeat\n\n');
    }).catch(() => end());
  }, options.heartbeatMs);
  heartbeat.unref();

  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  let ended = false;
  function end() {
    if (ended) return;
    ended = true;
    unsubscribe();
    clearInterval(heartbeat);
    if (!raw.writableEnded) raw.end();
    finish();
  }
  raw.on('close', end);
  return { end, done };
}

import pg from 'pg';
import type { Queryable } from '../db/index.ts';
import { Listeners, RESYNC, type EventBus, type ServerEvent } from './bus.ts';

const CHANNEL = 'switchboard_events';
/** NOTIFY takes at most 8000 bytes; events name what changed, readers fetch the rest. */
const MAX_PAYLOAD_BYTES = 7900;
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5000;

interface Log {
  warn(msg: string): void;
  error(obj: unknown, msg: string): void;
}

/**
 * LISTEN/NOTIFY on a PostgreSQL server. Events are sent with pg_notify through the pool and
 * heard on one dedicated connection per process, which is made again (with a growing pause)
 * whenever it drops; listeners then get a resync event, since notifications sent meanwhile
 * are lost. A process hears its own events through the server like everyone else's.
 */
export async function postgresBus(url: string, db: Queryable, log: Log): Promise<EventBus> {
  const listeners = new Listeners();
  const onError = (err: unknown) => log.error({ err }, 'an event listener failed');
  let client: pg.Client | undefined;
  let closed = false;
  let pause = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        listeners.deliver(JSON.parse(message.payload) as ServerEvent, onError);
      } catch (err) {
        onError(err);
      }
    });
    next.on('error', (err) => {
      log.warn(`the live-event connection failed: ${err.message}`);
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  }

  function lost(which: pg.Client) {
    if (closed || client !== which) return;
    client = undefined;
    which.end().catch(() => {});
    schedule();
  }

  function schedule() {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(
        () => {
          pause = RECONNECT_MIN_MS;
          listeners.deliver({ type: RESYNC, groupId: null, data: {} }, onError);
        },
        (err: Error) => {
          log.warn(`the live-event connection could not be made again: ${err.message}`);
          pause = Math.min(pause * 2, RECONNECT_MAX_MS);
          schedule();
        },
      );
    }, pause);
    timer.unref();
  }

  await connect();
  return {
    async publish(event) {
      const payload = JSON.stringify(event);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`the event ${event.type} is too large to send`);
      await db.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}

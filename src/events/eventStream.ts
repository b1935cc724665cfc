/** One live event as the server streams it (GET v1/events/). */
export interface LiveEvent {
  type: string;
  group: number | null;
  data: Record<string, unknown>;
}

/** Sent to listeners when events may have been missed (the stream was down): read again. */
export const RESYNC = 'events.resync';

export type LiveListener = (event: LiveEvent) => void;

/** What the stream uses of an EventSource. */
export interface EventSourceLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface StreamDeps {
  /** A single-use ticket for one stream (POST v1/events/ticket/); null when signed out. */
  ticket(): Promise<string | null>;
  /** The stream's address for a ticket. */
  url(ticket: string): string;
  /** The browser's EventSource, or a fake in tests. */
  open(url: string): EventSourceLike;
  /** Pauses before connecting again: 1 s, doubling up to 30 s. */
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const FIRST_PAUSE_MS = 1000;
const LONGEST_PAUSE_MS = 30_000;

/**
 * The one event stream of a portal tab, shared by every hook that listens: opened for the
 * first listener, closed after the last. EventSource reconnects on its own with the same
 * address, but a ticket serves once, so on an error the stream is closed and opened again
 * with a new ticket, after a growing pause; listeners then get a resync event.
 */
export function createEventStream(deps: StreamDeps) {
  const listeners = new Set<LiveListener>();
  const statusListeners = new Set<(connected: boolean) => void>();
  let source: EventSourceLike | undefined;
  let timer: unknown;
  let pause = FIRST_PAUSE_MS;
  let generation = 0;
  let connected = false;

  const setConnected = (value: boolean) => {
    if (connected === value) return;
    connected = value;
    statusListeners.forEach((l) => l(value));
  };
  const deliver = (event: LiveEvent) => listeners.forEach((l) => l(event));

  async function connect() {
    const mine = ++generation;
    let ticket: string | null;
    try {
      ticket = await deps.ticket();
    } catch {
      // The server could not be reached: try again later.
      if (mine === generation && listeners.size) retry();
      return;
    }
    // Signed out, or everyone stopped listening meanwhile.
    if (ticket === null || mine !== generation || !listeners.size) return;
    const next = deps.open(deps.url(ticket));
    source = next;
    next.onopen = () => {
      pause = FIRST_PAUSE_MS;
      setConnected(true);
      // Whoever listens read their state before the stream was open (or while it was down):
      // what happened meanwhile (a job that ended as the stream opened) is read again.
      deliver({ type: RESYNC, group: null, data: {} });
    };
    next.onmessage = (message) => {
      try {
        deliver(JSON.parse(String(message.data)) as LiveEvent);
      } catch {
        // Not an event of ours; nothing to do.
      }
    };
    next.onerror = () => {
      if (source !== next) return;
      next.close();
      source = undefined;
      setConnected(false);
      retry();
    };
  }

  function retry() {
    timer = deps.setTimeout(() => {
      timer = undefined;
      void connect();
    }, pause);
    pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
  }

  function stop() {
    generation++;
    if (timer !== undefined) deps.clearTimeout(timer);
    timer = undefined;
    source?.close();
    source = undefined;
    setConnected(false);
  }

  return {
    /** Listens; the returned function stops listening. */
    listen(listener: LiveListener): () => void {
      listeners.add(listener);
      if (listeners.size === 1) void connect();
      return () => {
        listeners.delete(listener);
        if (!listeners.size) stop();
      };
    },
    onStatus(listener: (connected: boolean) => void): () => void {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    get connected() {
      return connected;
    },
  };
}

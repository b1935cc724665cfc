/** One live event: what happened, to which group's data (null: the servers' own business). */
export interface ServerEvent {
  type: string;
  groupId: number | null;
  data: Record<string, unknown>;
  /**
   * Set when not everyone of the group may see it (a job): only the group's administrators
   * and this user (if any) get it.
   */
  adminsAnd?: { userId: number | null };
}

export type EventListener = (event: ServerEvent) => void;

/**
 * The one event bus: every API server that shares the database hears every event published
 * by any of them (LISTEN/NOTIFY on a PostgreSQL server, in this process on PGlite).
 */
export interface EventBus {
  /** Resolves once the event is on its way to every server; listeners run later. */
  publish(event: ServerEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: EventListener): () => void;
  close(): Promise<void>;
}

/**
 * Sent to local listeners when events may have been missed (the LISTEN connection was lost
 * and is back): whoever shows live data fetches it again.
 */
export const RESYNC = 'events.resync';

/** The listeners of one process; a failing listener never stops the others. */
export class Listeners {
  private readonly set = new Set<EventListener>();

  add(listener: EventListener): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }

  deliver(event: ServerEvent, onError: (err: unknown) => void): void {
    for (const listener of this.set) {
      try {
        listener(event);
      } catch (err) {
        onError(err);
      }
    }
  }
}

const byDatabase = new WeakMap<object, Listeners>();

/**
 * PGlite: one process holds the database, so its events stay in the process. Every app on the
 * same database object hears them, as servers on one PostgreSQL database do.
 */
export function localBus(database: object, onError: (err: unknown) => void): EventBus {
  const listeners = byDatabase.get(database) ?? new Listeners();
  byDatabase.set(database, listeners);
  const mine = new Set<() => void>();
  return {
    async publish(event) {
      // Delivered after the caller's work, as a notification is after its commit.
      setImmediate(() => listeners.deliver(event, onError));
    },
    subscribe(listener) {
      const remove = listeners.add(listener);
      mine.add(remove);
      return () => {
        mine.delete(remove);
        remove();
      };
    },
    async close() {
      for (const remove of mine) remove();
      mine.clear();
    },
  };
}

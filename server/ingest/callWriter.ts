import type { Queryable } from '../db/index.ts';
import { insertCalls, type CallToStore, type StoredOutcome } from './insertCall.ts';

/** The most calls one statement stores: a platform's burst is written in a few statements, each a few hundred KB of JSON at most. */
const MAX_BATCH = 200;

interface Waiting {
  call: CallToStore;
  resolve(outcome: StoredOutcome): void;
  reject(error: unknown): void;
}

interface Writer {
  waiting: Waiting[];
  writing: boolean;
}

const writers = new WeakMap<object, Writer>();

/**
 * Stores a posted call with the others posted at the same moment (issue 18: 1,000 records a
 * second), in one statement (insertCalls), which costs the database little more than one call.
 * A call posted while no write runs is written in the event loop's next turn (setImmediate, no
 * timer: it waits only for the requests already being handled, PGlite's statements running in
 * this thread); calls posted while a write runs wait for it and are then written together. So
 * a lone call is never delayed, and the busier the platform the larger the statements.
 *
 * Each post gets its own outcome. When a statement fails (a deadlock with another API server's
 * statement on the statistics rollup's rows, a database error one call causes), each of its
 * calls is written again alone, so one call's failure is its own and the others are stored.
 */
export function writeCall(db: Queryable, call: CallToStore): Promise<StoredOutcome> {
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = { waiting: [], writing: false }));
  const written = new Promise<StoredOutcome>((resolve, reject) => writer.waiting.push({ call, resolve, reject }));
  if (!writer.writing) {
    writer.writing = true;
    setImmediate(() => void writeWaiting(db, writer));
  }
  return written;
}

async function writeWaiting(db: Queryable, writer: Writer) {
  try {
    while (writer.waiting.length > 0) {
      const batch = writer.waiting.splice(0, MAX_BATCH);
      try {
        const outcomes = await insertCalls(db, batch.map((w) => w.call));
        batch.forEach((w, i) => w.resolve(outcomes[i]));
      } catch (error) {
        if (batch.length === 1) batch[0].reject(error);
        else for (const w of batch) await insertCalls(db, [w.call]).then(([outcome]) => w.resolve(outcome), w.reject);
      }
    }
  } finally {
    writer.writing = false;
  }
}

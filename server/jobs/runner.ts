import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/index.ts';
import type { EventBus } from '../events/bus.ts';
import { JobError, jobKind, jobKindNames, type JobKindName, type JobPayloads } from './kinds.ts';
import {
  claimJob, failAbandoned, failJob, finishJob, insertJob, jobById, releaseJob, releaseOrphans, renewLease, reportProgress,
  type JobRow,
} from './store.ts';

/** Names this process among the workers; several apps in one process share the first part. */
const PROCESS_ID = `${process.pid}-${randomBytes(4).toString('hex')}`;
let apps = 0;

/** Sent on the bus when a job is queued: every server's runner looks for work at once. */
export const JOB_QUEUED = 'job.queued';
/** Sent on the bus, for the job's group, whenever a job's state, progress or message changes. */
export const JOB_UPDATED = 'job.updated';

export interface RunnerOptions {
  /** How long a taken job stays this server's without a renewal; a dead server's jobs wait this long. */
  leaseSeconds: number;
  /** How often the runner looks for due jobs when no event woke it (retries, missed events). */
  pollMs: number;
  /** Jobs one server runs at once (PGlite: one connection, so 1 is plenty). */
  concurrency: number;
}

export interface EnqueueOptions {
  groupId: number | null;
  userId?: number | null;
  /** Seconds before the job is due. */
  delaySeconds?: number;
}

/** One job runner per app: takes due jobs from the jobs table, runs them, reports on the bus. */
export class JobRunner {
  private readonly worker = `${PROCESS_ID}/${++apps}`;
  private readonly running = new Map<number, { abort: AbortController; done: Promise<void> }>();
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private looking: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
    private readonly log: FastifyBaseLogger,
    private readonly options: RunnerOptions,
    private readonly app: FastifyInstance,
  ) {}

  /** Queues a job; it runs on whichever server takes it first. Returns its id. */
  async enqueue<K extends JobKindName>(kind: K, payload: JobPayloads[K], options: EnqueueOptions): Promise<number> {
    const definition = jobKind(kind);
    if (!definition) throw new Error(`unknown job kind ${kind}`);
    const row = await insertJob(this.db, {
      kind,
      payload,
      groupId: options.groupId,
      userId: options.userId ?? null,
      maxAttempts: definition.maxAttempts ?? 3,
      delaySeconds: options.delaySeconds ?? 0,
    });
    await this.announce(row);
    await this.bus.publish({ type: JOB_QUEUED, groupId: null, data: { id: row.id, kind } });
    return row.id;
  }

  get(id: number): Promise<JobRow | undefined> {
    return jobById(this.db, id);
  }

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    if (this.db.kind === 'pglite') await releaseOrphans(this.db, `${PROCESS_ID}/`);
    this.unsubscribe = this.bus.subscribe((event) => {
      if (event.type === JOB_QUEUED) this.wake();
    });
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Stops taking jobs, asks running ones to stop, and hands back those that do not finish. */
  async stop(graceMs = 2000): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearInterval(this.timer);
    this.unsubscribe?.();
    await this.looking;
    const jobs = [...this.running.entries()];
    for (const [, job] of jobs) job.abort.abort();
    const grace = new Promise((resolve) => setTimeout(resolve, graceMs).unref());
    await Promise.race([Promise.allSettled(jobs.map(([, job]) => job.done)), grace]);
    for (const [id] of this.running) await releaseJob(this.db, id, this.worker).catch(() => {});
  }

  /** Looks for due jobs now; a wake-up during a look makes it look once more. */
  wake(): void {
    if (this.stopped) return;
    if (this.looking) {
      this.again = true;
      return;
    }
    this.looking = this.lookForWork()
      .catch((err: unknown) => this.log.error({ err }, 'looking for due jobs failed'))
      .finally(() => {
        this.looking = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async lookForWork(): Promise<void> {
    for (const row of await failAbandoned(this.db)) await this.announce(row);
    const kinds = jobKindNames();
    while (!this.stopped && kinds.length && this.running.size < this.options.concurrency) {
      const row = await claimJob(this.db, this.worker, kinds, this.options.leaseSeconds);
      if (!row) return;
      const abort = new AbortController();
      const done = this.run(row, abort).finally(() => {
        this.running.delete(row.id);
        this.wake();
      });
      this.running.set(row.id, { abort, done });
    }
  }

  private async run(row: JobRow, abort: AbortController): Promise<void> {
    const kind = jobKind(row.kind)!;
    const { db, worker } = this;
    const lease = this.options.leaseSeconds;
    await this.announce(row);
    // Renewed at a third of the lease, so that one slow renewal does not lose the job.
    const heartbeat = setInterval(() => {
      renewLease(db, row.id, worker, lease).then(
        (held) => held || abort.abort(new Error('the job was taken over')),
        (err: unknown) => this.log.warn({ err }, `renewing the lease of job ${row.id} failed`),
      );
    }, (lease * 1000) / 3);
    heartbeat.unref();
    try {
      const result = await kind.run({
        id: row.id,
        payload: row.payload,
        groupId: row.group_id,
        userId: row.created_by,
        attempt: row.attempts,
        signal: abort.signal,
        db,
        app: this.app,
        progress: async (percent, message = '') => {
          const updated = await reportProgress(db, row.id, worker, Math.max(0, Math.min(100, Math.round(percent))), message);
          if (!updated) {
            abort.abort(new Error('the job was taken over'));
            throw new Error(`job ${row.id} is no longer this server's`);
          }
          await this.announce(updated);
        },
      });
      // Fenced by the lease: a server that lost the job cannot finish it.
      const finished = await finishJob(db, row.id, worker, result);
      if (finished) await this.announce(finished);
    } catch (err) {
      if (abort.signal.aborted) {
        // Stopped by this server's shutdown: handed back for the next server to take at once.
        if (this.stopped) await releaseJob(db, row.id, worker);
        return;
      }
      this.log.error({ err }, `job ${row.id} (${row.kind}) failed`);
      // Only a JobError's words are meant for people; anything else may hold internals.
      const failed = await failJob(db, row.id, worker, err instanceof JobError ? err.message : null, Math.min(60, 2 ** row.attempts));
      if (failed) await this.announce(failed);
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async announce(row: JobRow): Promise<void> {
    if (row.group_id === null) return;
    const { id, kind, state, progress, message } = row;
    await this.bus
      // Shown as the job is (routes/jobs.ts): to the group's administrators and its starter.
      .publish({ type: JOB_UPDATED, groupId: row.group_id, adminsAnd: { userId: row.created_by }, data: { id, kind, state, progress, message } })
      .catch((err: unknown) => this.log.warn({ err }, `announcing job ${id} failed`));
  }
}

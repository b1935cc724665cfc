import type { Db } from '../db/index.ts';
import type { RunnerOptions } from './runner.ts';

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/**
 * JOB_LEASE_SECONDS (30): how long a job stays with a server that stopped renewing it, i.e.
 * how soon another server takes over the jobs of one that died. JOB_POLL_MS (2000): how often
 * a server looks for due jobs besides being woken by the event bus. JOB_CONCURRENCY: jobs one
 * server runs at once (2 on PostgreSQL, 1 on PGlite).
 */
export function runnerOptions(db: Db, env: NodeJS.ProcessEnv = process.env): RunnerOptions {
  return {
    leaseSeconds: positive(env.JOB_LEASE_SECONDS, 30),
    pollMs: positive(env.JOB_POLL_MS, 2000),
    concurrency: Math.floor(positive(env.JOB_CONCURRENCY, db.kind === 'pglite' ? 1 : 2)),
  };
}

import type { Queryable } from '../db/index.ts';
import type { components } from '../../generated/openapi.ts';

/** A job as the API shows it: the API description's Job (schemas/job.schema.json). */
export type JobView = components['schemas']['Job'];
export type JobState = JobView['state'];

export interface JobRow extends JobView {
  group_id: number | null;
  created_by: number | null;
  payload: unknown;
  max_attempts: number;
}

const VIEW = `id, kind, state, progress, message, result, error, attempts,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
  to_char(finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS finished_at`;
const ROW = `${VIEW}, group_id, created_by, payload, max_attempts`;

export function toView(row: JobRow): JobView {
  const { group_id: _g, created_by: _c, payload: _p, max_attempts: _m, ...view } = row;
  return view;
}

export async function insertJob(
  db: Queryable,
  job: { kind: string; payload: unknown; groupId: number | null; userId: number | null; maxAttempts: number; delaySeconds: number },
): Promise<JobRow> {
  const [row] = await db.query<JobRow>(
    `INSERT INTO jobs (kind, payload, group_id, created_by, max_attempts, run_after)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6)) RETURNING ${ROW}`,
    [job.kind, JSON.stringify(job.payload ?? {}), job.groupId, job.userId, job.maxAttempts, job.delaySeconds],
  );
  return row;
}

export async function jobById(db: Queryable, id: number): Promise<JobRow | undefined> {
  const [row] = await db.query<JobRow>(`SELECT ${ROW} FROM jobs WHERE id = $1`, [id]);
  return row;
}

/**
 * Takes the next due job of the given kinds for `worker`: a queued one, or a running one
 * whose lease ran out (its server died). SKIP LOCKED lets servers take different jobs at once
 * instead of waiting for each other; the lease fences the job to its new holder.
 */
export async function claimJob(db: Queryable, worker: string, kinds: string[], leaseSeconds: number): Promise<JobRow | undefined> {
  const [row] = await db.query<JobRow>(
    `UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_by = $1,
            locked_until = now() + make_interval(secs => $3), updated_at = now()
      WHERE id = (
        SELECT id FROM jobs
         WHERE kind = ANY($2::text[]) AND run_after <= now()
           AND (state = 'queued' OR (state = 'running' AND locked_until < now() AND attempts < max_attempts))
         ORDER BY run_after, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED)
      RETURNING ${ROW}`,
    [worker, kinds, leaseSeconds],
  );
  return row;
}

/** Jobs whose servers died on their last allowed attempt are given up. */
export async function failAbandoned(db: Queryable): Promise<JobRow[]> {
  return db.query<JobRow>(
    `UPDATE jobs SET state = 'failed', locked_by = NULL, locked_until = NULL, finished_at = now(), updated_at = now()
      WHERE state = 'running' AND locked_until < now() AND attempts >= max_attempts
      RETURNING ${ROW}`,
  );
}

/**
 * On PGlite one process holds the data directory, so a job still running for another process
 * was left by one that died: it is due again at once rather than when its lease runs out.
 */
export async function releaseOrphans(db: Queryable, processPrefix: string): Promise<void> {
  await db.query(
    `UPDATE jobs SET locked_until = now() - interval '1 second'
      WHERE state = 'running' AND locked_by NOT LIKE $1 || '%'`,
    [processPrefix],
  );
}

/** Renews the lease; false when the job is no longer this worker's. */
export async function renewLease(db: Queryable, id: number, worker: string, leaseSeconds: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE jobs SET locked_until = now() + make_interval(secs => $3)
      WHERE id = $1 AND locked_by = $2 AND state = 'running' RETURNING id`,
    [id, worker, leaseSeconds],
  );
  return rows.length > 0;
}

/** Writes progress; undefined when the job is no longer this worker's. */
export async function reportProgress(db: Queryable, id: number, worker: string, progress: number, message: string): Promise<JobRow | undefined> {
  const [row] = await db.query<JobRow>(
    `UPDATE jobs SET progress = $3, message = $4, updated_at = now()
      WHERE id = $1 AND locked_by = $2 AND state = 'running' RETURNING ${ROW}`,
    [id, worker, progress, message],
  );
  return row;
}

export async function finishJob(db: Queryable, id: number, worker: string, result: unknown): Promise<JobRow | undefined> {
  const [row] = await db.query<JobRow>(
    `UPDATE jobs SET state = 'succeeded', progress = 100, result = $3, error = NULL,
            locked_by = NULL, locked_until = NULL, finished_at = now(), updated_at = now()
      WHERE id = $1 AND locked_by = $2 AND state = 'running' RETURNING ${ROW}`,
    [id, worker, JSON.stringify(result ?? null)],
  );
  return row;
}

/** A failed run: due again after `retrySeconds` while attempts remain, else failed for good. */
export async function failJob(db: Queryable, id: number, worker: string, error: string | null, retrySeconds: number): Promise<JobRow | undefined> {
  const [row] = await db.query<JobRow>(
    `UPDATE jobs SET error = $3, locked_by = NULL, locked_until = NULL, updated_at = now(),
            state = CASE WHEN attempts < max_attempts THEN 'queued' ELSE 'failed' END,
            run_after = now() + make_interval(secs => $4),
            finished_at = CASE WHEN attempts < max_attempts THEN NULL ELSE now() END
      WHERE id = $1 AND locked_by = $2 AND state = 'running' RETURNING ${ROW}`,
    [id, worker, error, retrySeconds],
  );
  return row;
}

/** A server that stops hands its job back (not counted as an attempt) for another to take at once. */
export async function releaseJob(db: Queryable, id: number, worker: string): Promise<void> {
  await db.query(
    `UPDATE jobs SET state = 'queued', attempts = greatest(attempts - 1, 0), locked_by = NULL, locked_until = NULL,
            run_after = now(), updated_at = now()
      WHERE id = $1 AND locked_by = $2 AND state = 'running'`,
    [id, worker],
  );
}

/**
 * Job kinds for the tests, registered when this module is imported: in the test's process,
 * or in a spawned server through NODE_OPTIONS (see JOB_KINDS_ENV). Every run of a job is
 * written to job_test_runs (made by prepareJobTests), so a test sees how often it ran, and where.
 */
import { fileURLToPath } from 'node:url';
import type { Queryable } from '../../../server/db/index.ts';
import { defineJobKind, JobError } from '../../../server/jobs/kinds.ts';

declare module '../../../server/jobs/kinds.ts' {
  interface JobPayloads {
    /** `steps` pauses of `stepMs`, reporting progress after each. */
    'test.steps': { steps: number; stepMs: number };
    /** Fails with a message for people, or with an internal error. */
    'test.fail': { shown: boolean };
  }
}

export async function prepareJobTests(db: Queryable): Promise<void> {
  await db.exec(`CREATE TABLE IF NOT EXISTS job_test_runs (
    job_id bigint NOT NULL, attempt integer NOT NULL, pid integer NOT NULL, at timestamptz NOT NULL DEFAULT now())`);
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    }, { once: true });
  });

defineJobKind('test.steps', {
  async run({ id, attempt, payload, signal, db, progress }) {
    await db.query('INSERT INTO job_test_runs (job_id, attempt, pid) VALUES ($1, $2, $3)', [id, attempt, process.pid]);
    for (let step = 1; step <= payload.steps; step++) {
      await sleep(payload.stepMs, signal);
      await progress((step / payload.steps) * 100, `step ${step} of ${payload.steps}`);
    }
    return { steps: payload.steps, pid: process.pid };
  },
});

defineJobKind('test.fail', {
  maxAttempts: 2,
  async run({ payload }) {
    if (payload.shown) throw new JobError('The file has no rows.');
    throw new Error('connection to 10.0.0.5 refused (internal)');
  },
});

/** The environment that makes a spawned server register these kinds. */
export const JOB_KINDS_ENV = {
  NODE_OPTIONS: `--import tsx --import ${fileURLToPath(import.meta.url)}`,
};

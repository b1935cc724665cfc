import { expect } from 'vitest';
import type { Harness } from './harness.ts';
import type { JobView } from '../../../server/jobs/store.ts';

/** The summaries' API paths. */
export const SUMMARIES = '/api/v1/call_summaries/';
export const CREDITS = `${SUMMARIES}credits/`;
export const SERVICE = `${SUMMARIES}service/`;

let made = 0;

/**
 * A recorded call of the group with no summary yet, made for one test: an inbound answered
 * call an hour ago from +32470558812 to the extension, with this recording.
 */
export async function recordedCall(harness: Harness, group: number, options: { extension?: number; billsec?: number; audio?: Buffer; contentType?: string } = {}): Promise<number> {
  const { extension = 201, billsec = 620, audio = Buffer.from('RIFF'), contentType = 'audio/wav' } = options;
  made += 1;
  const [{ id }] = await harness.db.query<{ id: number }>(
    `INSERT INTO res_cdr (group_id, data, call_id, started_at, direction, status, duration, billsec, caller, callee, extensions)
     VALUES ($1, '{}', $2, now() - interval '1 hour', 'inbound', 'answered', $3, $4, '+32470558812', '+3225880100', ARRAY[$5::int]) RETURNING id`,
    [group, `summary-test-${process.pid}-${made}-${Date.now()}`, billsec + 10, billsec, extension],
  );
  await harness.db.query(`INSERT INTO cdr_recording (cdr_id, content_type, size, audio) VALUES ($1, $2, $3, $4)`, [id, contentType, audio.length, audio]);
  return id;
}

/** The job once it has ended (succeeded or failed), read as its watcher reads it; fails the test after 20 s. */
export async function finishedJob(harness: Harness, job: number, token: string): Promise<JobView> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const view = (await harness.get(`/api/v1/jobs/${job}/`, { token })).json<JobView>();
    if (view.state === 'succeeded' || view.state === 'failed') return view;
    expect(Date.now()).toBeLessThan(deadline);
    await new Promise((r) => setTimeout(r, 100));
  }
}

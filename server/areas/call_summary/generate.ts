import type { ValidateFunction } from 'ajv';
import { defineJobKind, JobError } from '../../jobs/kinds.ts';
import { createAjv } from '../../../core/schema/ajv.ts';
import { loadSchemas } from '../../resources/schemas.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { readRecording } from '../cdr/recordingStore.ts';
import { markFailed } from './query.ts';
import { summarise, SummariserError, summariserUrl } from './summariser.ts';

export const GENERATE_JOB = 'call_summary.generate';
/** A summariser that is down gets a second chance a few seconds later; then the credits go back. */
const MAX_ATTEMPTS = 2;

declare module '../../jobs/kinds.ts' {
  interface JobPayloads {
    'call_summary.generate': { summary: number; language: string };
  }
}

/** The parts of a summary the summariser writes (schemas/call_summary.schema.json); the rest is the call's. */
const WRITTEN = ['quick_summary', 'detailed_summary', 'sections', 'notes', 'conclusions', 'next_steps', 'recommendations'] as const;

let check: ValidateFunction | undefined;
/** The summary's schema, compiled once: the summariser's answer is held to what the API promises. */
function validSummary(record: Record<string, unknown>): boolean {
  check ??= createAjv(loadSchemas()).getSchema('https://switchboard.example/schemas/call_summary.schema.json')!;
  return check(record) && typeof record.quick_summary === 'string' && record.quick_summary.trim() !== '';
}

/** The summariser's answer as the summary's fields, or undefined when it is not one. */
export function writtenParts(answer: unknown, stored: Record<string, unknown>): Record<string, unknown> | undefined {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return undefined;
  const parts = Object.fromEntries(WRITTEN.filter((f) => (answer as Record<string, unknown>)[f] !== undefined).map((f) => [f, (answer as Record<string, unknown>)[f]]));
  const record = { ...stored, ...parts };
  return validSummary(record) ? record : undefined;
}

interface Requested {
  state: string;
  data: Record<string, unknown>;
  cdr_id: number;
  started_at: Date | string;
  direction: string;
  duration: number;
  caller: string;
  callee: string;
}

/**
 * The generation (configuration-areas §4: requested, then complete or error): the call, its
 * participants and its recording go to the summariser in the requester's language; its answer
 * completes the summary. When it fails for good (refused, unreadable answer, still down after
 * the retry) the summary is marked failed and its credits are given back, then the job fails
 * with the catalogue's summary_generation text for whoever watches it.
 */
defineJobKind(GENERATE_JOB, {
  permission: 'reports',
  maxAttempts: MAX_ATTEMPTS,
  async run({ id, payload, db, progress, attempt, signal }) {
    const [row] = await db.query<Requested>(
      `SELECT s.state, s.data, s.cdr_id, c.started_at, c.direction, c.duration, c.caller, c.callee
         FROM res_call_summary s JOIN res_cdr c ON c.id = s.cdr_id
        WHERE s.id = $1 AND (s.job_id IS NULL OR s.job_id = $2)`,
      [payload.summary, id],
    );
    const failed = async (): Promise<never> => {
      await markFailed(db, payload.summary);
      throw new JobError(serverText('summary_generation'));
    };
    // Failed for good by an earlier attempt: the runner retries every thrown run, so the
    // remaining attempt ends the job as failed too, for whoever watches it.
    if (row?.state === 'error') return failed();
    // Asked again meanwhile (another job now), or settled: nothing left to do here.
    if (!row || row.state !== 'requested') return { summary: payload.summary, state: row?.state ?? 'gone' };
    const url = summariserUrl();
    const recording = await readRecording(db, row.cdr_id);
    if (!url || !recording) return failed();
    await progress(20, 'summarising');
    let answer: unknown;
    try {
      answer = await summarise(
        url,
        {
          summary: payload.summary,
          language: payload.language,
          call: {
            id: row.cdr_id, start: new Date(row.started_at).toISOString(), direction: row.direction, duration: row.duration, caller: row.caller, callee: row.callee,
          },
          participants: (row.data.participants as string[] | undefined) ?? [],
          recording: { content_type: recording.contentType, data_base64: recording.audio.toString('base64') },
        },
        signal,
      );
    } catch (err) {
      // Stopped by the server's shutdown: the job is handed back and runs again, credits kept.
      if (signal.aborted) throw err;
      if (err instanceof SummariserError && err.retry && attempt < MAX_ATTEMPTS) throw err;
      return failed();
    }
    const record = writtenParts(answer, row.data);
    if (!record) return failed();
    await progress(90, 'saving');
    await db.query(
      `UPDATE res_call_summary SET state = 'complete', data = $2, version = version + 1, updated_at = now()
        WHERE id = $1 AND state = 'requested'`,
      [payload.summary, JSON.stringify(record)],
    );
    return { summary: payload.summary, state: 'complete' };
  },
});

import type { ValidateFunction } from 'ajv';
import { defineJobKind, JobError } from '../../jobs/kinds.ts';
import { createAjv } from '../../../core/schema/ajv.ts';
import { loadSchemas, type SchemaSet } from '../../resources/schemas.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { readRecording } from '../cdr/recordingStore.ts';
import { summaryBackend } from '../../summaries/config.ts';
import { SummariserError } from '../../summaries/http.ts';
import { WRITTEN } from '../../summaries/chatSchema.ts';
import { makeAiSummary } from '../../summaries/makeSummary.ts';
import type { Transcript } from '../../summaries/transcribe.ts';
import { markFailed } from './query.ts';
import { summariesAllowed } from './service.ts';
import { summarise } from './summariser.ts';

export const GENERATE_JOB = 'call_summary.generate';
/** A server that is down gets a second chance a few seconds later; then the credits go back. */
const MAX_ATTEMPTS = 2;

declare module '../../jobs/kinds.ts' {
  interface JobPayloads {
    'call_summary.generate': { summary: number; language: string };
  }
}

let schemas: SchemaSet | undefined;
let check: ValidateFunction | undefined;
/** The summary's schema, compiled once: an answer is held to what the API promises. */
function validSummary(record: Record<string, unknown>): boolean {
  schemas ??= loadSchemas();
  check ??= createAjv(schemas).getSchema('https://switchboard.example/schemas/call_summary.schema.json')!;
  return check(record) && typeof record.quick_summary === 'string' && record.quick_summary.trim() !== '';
}

/**
 * An answer as the summary's fields, or undefined when it is not one. Participants the answer
 * leaves empty stay those the server named when the summary was asked for.
 */
export function writtenParts(answer: unknown, stored: Record<string, unknown>): Record<string, unknown> | undefined {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return undefined;
  const given = answer as Record<string, unknown>;
  const parts = Object.fromEntries(WRITTEN.filter((f) => given[f] !== undefined && !(f === 'participants' && Array.isArray(given[f]) && !given[f].length)).map((f) => [f, given[f]]));
  const record = { ...stored, ...parts };
  return validSummary(record) ? record : undefined;
}

interface Requested {
  state: string;
  group_id: number;
  data: Record<string, unknown>;
  transcript: Transcript | null;
  cdr_id: number;
  started_at: Date | string;
  direction: string;
  duration: number;
  caller: string;
  callee: string;
}

/**
 * The generation (configuration-areas §4: requested, then complete or error): the recording
 * goes to the configured AI servers (server/summaries/: transcription, then one chat request in
 * the requester's language) or to the summariser at SUMMARISER_URL; the answer completes the
 * summary. When it fails for good (refused, an answer that is no summary, still down after the
 * retry, summaries turned off meanwhile) the summary is marked failed and its credits are given
 * back, then the job fails with the catalogue's summary_generation text for whoever watches it.
 */
defineJobKind(GENERATE_JOB, {
  permission: 'reports',
  maxAttempts: MAX_ATTEMPTS,
  async run({ id, payload, db, progress, attempt, signal }) {
    const [row] = await db.query<Requested>(
      `SELECT s.state, s.group_id, s.data, s.transcript, s.cdr_id, c.started_at, c.direction, c.duration, c.caller, c.callee
         FROM res_call_summary s JOIN res_cdr c ON c.id = s.cdr_id
        WHERE s.id = $1 AND (s.job_id IS NULL OR s.job_id = $2)`,
      [payload.summary, id],
    );
    const failed = async (reason: string): Promise<never> => {
      // The operator's reason (the AI server's status, the model's refusal); the watcher gets the catalogue's text.
      console.warn(`call summary ${payload.summary} failed: ${reason}`);
      await markFailed(db, payload.summary);
      throw new JobError(serverText('summary_generation'));
    };
    // Failed for good by an earlier attempt: the runner retries every thrown run, so the
    // remaining attempt ends the job as failed too, for whoever watches it.
    if (row?.state === 'error') return failed('failed by the earlier attempt');
    // Asked again meanwhile (another job now), or settled: nothing left to do here.
    if (!row || row.state !== 'requested') return { summary: payload.summary, state: row?.state ?? 'gone' };
    const backend = summaryBackend();
    if (!backend) return failed('no AI server or summariser is configured');
    // Turned off after it was asked for: nothing of the call leaves the server.
    if (!(await summariesAllowed(db, row.group_id))) return failed('summaries are turned off for the group');
    const recording = await readRecording(db, row.cdr_id);
    if (!recording) return failed('the recording is gone');
    const call = { start: new Date(row.started_at).toISOString(), direction: row.direction, duration: row.duration, caller: row.caller, callee: row.callee };
    const participants = (row.data.participants as string[] | undefined) ?? [];
    let record: Record<string, unknown> | undefined;
    try {
      if (backend.kind === 'ai') {
        record = await makeAiSummary(
          db,
          schemas ?? (schemas = loadSchemas()),
          backend,
          { summary: payload.summary, language: payload.language, call: { ...call, known: participants }, recording, transcript: row.transcript },
          { progress, written: (answer) => writtenParts(answer, row.data) },
          signal,
        );
      } else {
        await progress(20, 'summarising');
        const answer = await summarise(
          backend.url,
          {
            summary: payload.summary,
            language: payload.language,
            call: { id: row.cdr_id, ...call },
            participants,
            recording: { content_type: recording.contentType, data_base64: recording.audio.toString('base64') },
          },
          backend.timeoutMs,
          signal,
        );
        record = writtenParts(answer, row.data);
      }
    } catch (err) {
      // Stopped by the server's shutdown: the job is handed back and runs again, credits kept.
      if (signal.aborted) throw err;
      if (err instanceof SummariserError && err.retry && attempt < MAX_ATTEMPTS) throw err;
      return failed((err as Error).message);
    }
    if (!record) return failed('the answer is no summary');
    await progress(90, 'saving');
    await db.query(
      `UPDATE res_call_summary SET state = 'complete', data = $2, version = version + 1, updated_at = now()
        WHERE id = $1 AND state = 'requested'`,
      [payload.summary, JSON.stringify(record)],
    );
    return { summary: payload.summary, state: 'complete' };
  },
});

import type { Queryable } from '../db/index.ts';
import type { SchemaSet } from '../../core/schema/types.ts';
import type { SummaryBackend } from './config.ts';
import { chatAnswer, chatRequest, InvalidAnswer } from './chat.ts';
import { chatSchema } from './chatSchema.ts';
import { summaryMessages, type CallFacts } from './prompt.ts';
import { transcribe, type Transcript } from './transcribe.ts';

type AiBackend = Extract<SummaryBackend, { kind: 'ai' }>;

/** A chat answer that is no summary gets one more request; then the summary fails (issue 21). */
const CHAT_TRIES = 2;

export interface AiSummaryInput {
  summary: number;
  language: string;
  call: CallFacts;
  recording: { audio: Buffer; contentType: string };
  /** Kept by an earlier attempt of the job: not transcribed again. */
  transcript: Transcript | null;
}

export interface AiSummarySteps {
  progress(percent: number, step: string): Promise<void>;
  /** The summary's written parts from an answer, or undefined when the answer is not one (held to the schema). */
  written(answer: unknown): Record<string, unknown> | undefined;
}

/**
 * A summary from the two standard endpoints: the recording transcribed (kept with the summary
 * at once, so that a retried job does not send the audio again), then one chat request held to
 * the summary's schema, asked again once when its answer is not valid. Answers the summary's
 * record, or undefined when the model gave no valid summary twice. Transport failures throw
 * a SummariserError (http.ts) for the job to retry or settle.
 */
export async function makeAiSummary(db: Queryable, set: SchemaSet, backend: AiBackend, input: AiSummaryInput, steps: AiSummarySteps, signal: AbortSignal) {
  let transcript = input.transcript;
  if (!transcript) {
    await steps.progress(20, 'transcribing');
    transcript = await transcribe(backend.transcription, input.recording, input.language, backend.timeoutMs, signal);
    await db.query(`UPDATE res_call_summary SET transcript = $2 WHERE id = $1 AND state = 'requested'`, [input.summary, JSON.stringify(transcript)]);
  }
  await steps.progress(60, 'summarising');
  const schema = chatSchema(set);
  const messages = summaryMessages(input.language, input.call, transcript, backend.chat.format === 'json_object' ? schema : undefined);
  const body = chatRequest(backend.chat, messages, schema);
  for (let attempt = 1; attempt <= CHAT_TRIES; attempt++) {
    try {
      const record = steps.written(await chatAnswer(backend.chat, body, backend.timeoutMs, signal));
      if (record) return record;
    } catch (err) {
      if (!(err instanceof InvalidAnswer)) throw err;
    }
  }
  return undefined;
}

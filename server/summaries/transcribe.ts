import type { Endpoint, TranscriptionFormat } from './config.ts';
import { postJson, SummariserError } from './http.ts';
import { audioParts } from './audioParts.ts';

/** One stretch of speech: from, to (seconds from the recording's start), what was said, and by whom when the endpoint tells. */
export interface TranscriptSegment {
  start: number;
  end: number;
  text: string;
  speaker?: string;
}

/** What is kept with the summary (schemas/call_summary.schema.json `transcript`). */
export interface Transcript {
  text: string;
  language?: string;
  segments: TranscriptSegment[];
}

export type TranscriptionEndpoint = Endpoint & { format: TranscriptionFormat; maxBytes: number };

/** The file name's extension tells OpenAI's endpoint the audio's format. */
function fileName(contentType: string, index: number): string {
  const ext = /mpeg|mp3/i.test(contentType) ? 'mp3' : /ogg/i.test(contentType) ? 'ogg' : 'wav';
  return `recording-${index + 1}.${ext}`;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * One part's answer read as the endpoint gives it: `verbose_json` (Whisper: text, language,
 * segments with start and end), `diarized_json` (OpenAI's diarising model: segments with a
 * speaker) or plain `json` (text only, from servers that ignore the format asked for).
 */
export function readTranscription(answer: unknown, offset: number): Transcript {
  if (!isObject(answer) || typeof answer.text !== 'string') throw new SummariserError('the transcription endpoint answered no transcription', false);
  const segments = Array.isArray(answer.segments)
    ? answer.segments.filter(isObject).flatMap((s): TranscriptSegment[] => {
        if (typeof s.text !== 'string' || typeof s.start !== 'number' || typeof s.end !== 'number') return [];
        const text = s.text.trim();
        if (!text) return [];
        const at = (n: number) => Math.round((n + offset) * 100) / 100;
        return [{ start: at(s.start), end: at(s.end), text, ...(typeof s.speaker === 'string' && s.speaker ? { speaker: s.speaker.slice(0, 50) } : {}) }];
      })
    : [];
  return { text: answer.text.trim(), ...(typeof answer.language === 'string' ? { language: answer.language } : {}), segments };
}

/**
 * The recording transcribed by `POST {base}/audio/transcriptions` (multipart: file, model,
 * language, response_format), in parts the endpoint accepts, one after another, their texts and
 * segments joined in order. `language` is the requester's: a hint that spares detection.
 */
export async function transcribe(
  endpoint: TranscriptionEndpoint,
  recording: { audio: Buffer; contentType: string },
  language: string,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<Transcript> {
  const parts = audioParts(recording.audio, endpoint.maxBytes);
  if (!parts) throw new SummariserError(`the recording (${recording.contentType}, ${recording.audio.length} bytes) is larger than the transcription endpoint takes and cannot be cut`, false);
  const joined: Transcript = { text: '', segments: [] };
  for (const [index, part] of parts.entries()) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(part.audio)], { type: recording.contentType }), fileName(recording.contentType, index));
    form.append('model', endpoint.model);
    form.append('language', language);
    form.append('response_format', endpoint.format);
    // OpenAI's diarising model needs it for audio longer than 30 seconds.
    if (endpoint.format === 'diarized_json') form.append('chunking_strategy', 'auto');
    const answer = await postJson({ url: `${endpoint.base}/audio/transcriptions`, body: form, key: endpoint.key, timeoutMs, signal });
    const read = readTranscription(answer, part.offset);
    joined.text = [joined.text, read.text].filter(Boolean).join(' ');
    joined.segments.push(...read.segments);
    joined.language ??= read.language;
  }
  return joined;
}

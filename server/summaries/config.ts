/**
 * Where summaries are made (README "Summaries with your AI server"): the two standard
 * interfaces the AI servers people run speak (OpenAI, vLLM, Ollama, llama.cpp's server,
 * LocalAI, faster-whisper servers), or the summariser of our own contract at SUMMARISER_URL.
 * Read at each use, so that a deployment (or a test) points them elsewhere without a restart.
 */

/** One OpenAI-style endpoint: its base address (…/v1), model and key (none for a local server). */
export interface Endpoint {
  base: string;
  model: string;
  key?: string;
}

/** How the chat endpoint is held to the summary's schema: json_schema (strict), or JSON mode where a server lacks schemas. */
export type ChatFormat = 'json_schema' | 'json_object';

/**
 * The transcription's response_format: verbose_json (Whisper: segments with times), diarized_json
 * (OpenAI's diarising model: segments with speakers), json (text only: models such as
 * gpt-4o-transcribe that take nothing else).
 */
const TRANSCRIPTION_FORMATS = ['verbose_json', 'diarized_json', 'json'] as const;
export type TranscriptionFormat = (typeof TRANSCRIPTION_FORMATS)[number];

export type SummaryBackend =
  | { kind: 'ai'; transcription: Endpoint & { format: TranscriptionFormat; maxBytes: number }; chat: Endpoint & { format: ChatFormat }; timeoutMs: number }
  | { kind: 'summariser'; url: string; timeoutMs: number };

const env = (name: string) => process.env[name]?.trim() || undefined;
/** A base address without its trailing slash, so that `${base}/chat/completions` is one slash. */
const baseOf = (url: string) => url.replace(/\/+$/, '');

/** OpenAI takes files up to 25 MB; a little under it leaves room for the form's other parts. */
const DEFAULT_MAX_BYTES = 24 * 1024 * 1024;

function endpoint(prefix: string): Endpoint | undefined {
  const base = env(`${prefix}_URL`);
  const model = env(`${prefix}_MODEL`);
  return base && model ? { base: baseOf(base), model, key: env(`${prefix}_KEY`) } : undefined;
}

/** How long one call to an AI server may take before the attempt counts as failed. */
export function timeoutMs(): number {
  const value = Number(env('SUMMARISER_TIMEOUT_MS') ?? 120_000);
  return Number.isFinite(value) && value > 0 ? value : 120_000;
}

/**
 * The configured way to make summaries: both standard endpoints when both are set (they may be
 * two servers), else SUMMARISER_URL, else none (then nothing is offered and none is made up).
 */
export function summaryBackend(): SummaryBackend | undefined {
  const transcription = endpoint('SUMMARY_TRANSCRIPTION');
  const chat = endpoint('SUMMARY_CHAT');
  if (transcription && chat) {
    const maxBytes = Number(env('SUMMARY_TRANSCRIPTION_MAX_BYTES') ?? DEFAULT_MAX_BYTES);
    return {
      kind: 'ai',
      transcription: {
        ...transcription,
        format: TRANSCRIPTION_FORMATS.find((f) => f === env('SUMMARY_TRANSCRIPTION_FORMAT')) ?? 'verbose_json',
        maxBytes: Number.isFinite(maxBytes) && maxBytes >= 4096 ? maxBytes : DEFAULT_MAX_BYTES,
      },
      chat: { ...chat, format: env('SUMMARY_CHAT_FORMAT') === 'json_object' ? 'json_object' : 'json_schema' },
      timeoutMs: timeoutMs(),
    };
  }
  const url = env('SUMMARISER_URL');
  return url ? { kind: 'summariser', url, timeoutMs: timeoutMs() } : undefined;
}

/** A server's address as the confirmation names it: its host, never a key or a path's secrets. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

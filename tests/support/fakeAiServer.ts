import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The AI servers at the edge, faked on 127.0.0.1 for the summaries' tests: the two standard
 * endpoints, `POST /v1/audio/transcriptions` (multipart) and `POST /v1/chat/completions` (JSON),
 * answering in the shapes OpenAI's API reference gives (and vLLM, Ollama, llama.cpp's server
 * copy): Whisper's verbose_json, the diarising model's diarized_json, a chat.completion with
 * the answer as the message's content, and OpenAI's error object. Each request is kept, read
 * (the multipart form parsed by the platform's own FormData), for the tests to check.
 */

/** What a test has the fake answer: a status and a JSON body, or no answer at all (a timeout). */
export type FakeAnswer = { status: number; body: unknown } | 'hang';
/** An answer now, or later (a test that lets the server answer once it has seen the pending state). */
type Answering = FakeAnswer | Promise<FakeAnswer>;

export interface TranscriptionRequest {
  model: string;
  language: string;
  response_format: string;
  chunking_strategy: string | null;
  file: { name: string; type: string; bytes: Buffer };
  authorization: string | undefined;
}

export interface ChatRequest {
  body: { model: string; messages: { role: string; content: string }[]; response_format: { type: string; json_schema?: { name: string; strict: boolean; schema: Record<string, unknown> } } };
  authorization: string | undefined;
}

/** Whisper (whisper-1) with response_format verbose_json; `offset` moves the segments as a later part's would not be. */
export function verboseJson(sentences: string[], language = 'english') {
  let at = 0;
  const segments = sentences.map((text, id) => {
    const start = at;
    at += 2.5;
    return { id, seek: 0, start, end: at, text: ` ${text}`, tokens: [50364, 1012, 50514], temperature: 0, avg_logprob: -0.21, compression_ratio: 1.3, no_speech_prob: 0.01 };
  });
  return { task: 'transcribe', language, duration: at, text: sentences.join(' '), segments, usage: { type: 'duration', seconds: Math.ceil(at) } };
}

/** gpt-4o-transcribe-diarize with response_format diarized_json: segments with a speaker label. */
export function diarizedJson(turns: [speaker: string, text: string][]) {
  let at = 0;
  const segments = turns.map(([speaker, text], i) => {
    const start = at;
    at += 3.1;
    return { type: 'transcript.text.segment', id: `seg_${String(i + 1).padStart(3, '0')}`, start, end: at, text, speaker };
  });
  return { task: 'transcribe', duration: at, text: turns.map(([, t]) => t).join(' '), segments, usage: { type: 'duration', seconds: Math.ceil(at) } };
}

/** A chat.completion whose message content is `content` (the structured output, as text). */
export function chatCompletion(content: string | null, extra: { refusal?: string; finish_reason?: string } = {}) {
  return {
    id: 'chatcmpl-B9MHDbslfkBeAs8l4bebGdFOJ6PeG',
    object: 'chat.completion',
    created: 1741570283,
    model: 'gpt-4o-mini-2024-07-18',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: extra.refusal ?? null, annotations: [] }, logprobs: null, finish_reason: extra.finish_reason ?? 'stop' }],
    usage: { prompt_tokens: 812, completion_tokens: 240, total_tokens: 1052 },
    service_tier: 'default',
    system_fingerprint: 'fp_06737a9306',
  };
}

/** OpenAI's error object, as its API answers a refused request. */
export function openAiError(message: string, type = 'invalid_request_error', param: string | null = null) {
  return { error: { message, type, param, code: null } };
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function fakeAiServer() {
  const transcriptions: TranscriptionRequest[] = [];
  const chats: ChatRequest[] = [];
  /** Answers taken in order; when none is left, the default. */
  const queued = { transcription: [] as Answering[], chat: [] as Answering[] };
  const defaults: { transcription: (r: TranscriptionRequest) => Answering; chat: (r: ChatRequest) => Answering } = {
    transcription: () => ({ status: 200, body: verboseJson(['Hello.']) }),
    chat: () => ({ status: 500, body: openAiError('no answer was set', 'server_error') }),
  };
  const hanging = new Set<() => void>();

  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await bodyOf(req);
      const send = async (answering: Answering) => {
        const answer = await answering;
        if (answer === 'hang') {
          // Never answered: the client's timeout ends it; the fake's stop closes it.
          hanging.add(() => res.destroy());
          return;
        }
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      };
      if (req.method === 'POST' && req.url === '/v1/audio/transcriptions') {
        const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': String(req.headers['content-type']) } }).formData();
        const file = form.get('file') as File;
        const request: TranscriptionRequest = {
          model: String(form.get('model')),
          language: String(form.get('language')),
          response_format: String(form.get('response_format')),
          chunking_strategy: form.get('chunking_strategy') as string | null,
          file: { name: file.name, type: file.type, bytes: Buffer.from(await file.arrayBuffer()) },
          authorization: req.headers.authorization,
        };
        transcriptions.push(request);
        return send(queued.transcription.shift() ?? defaults.transcription(request));
      }
      if (req.method === 'POST' && req.url === '/v1/chat/completions') {
        const request: ChatRequest = { body: JSON.parse(raw.toString()) as ChatRequest['body'], authorization: req.headers.authorization };
        chats.push(request);
        return send(queued.chat.shift() ?? defaults.chat(request));
      }
      send({ status: 404, body: openAiError(`Invalid URL (${req.method} ${req.url})`) });
    })();
  });

  return {
    transcriptions,
    chats,
    queued,
    defaults,
    /** Forgets what was asked and queued, between tests. */
    reset() {
      transcriptions.length = 0;
      chats.length = 0;
      queued.transcription.length = 0;
      queued.chat.length = 0;
    },
    /** Listens on 127.0.0.1 (port 0: any free one) and answers the base address, …/v1. */
    start: (port = 0) =>
      new Promise<string>((resolve) => server.listen(port, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`))),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const end of hanging) end();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A real WAV file (RIFF, PCM 16-bit mono 8 kHz) of `seconds` of a quiet tone, for the parts' test. */
export function wavFile(seconds: number): Buffer {
  const rate = 8000;
  const samples = Buffer.alloc(Math.round(seconds * rate) * 2);
  for (let i = 0; i < samples.length / 2; i++) samples.writeInt16LE(Math.round(2000 * Math.sin((2 * Math.PI * 440 * i) / rate)), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf } from './helpers/records.ts';
import { expectDocumented } from './helpers/document.ts';
import { CREDITS, finishedJob, recordedCall, SERVICE, SUMMARIES } from './helpers/summaries.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { chatCompletion, diarizedJson, fakeAiServer, openAiError, verboseJson, wavFile } from '../support/fakeAiServer.ts';
import { readWav } from '../../server/summaries/wavParts.ts';
import { mp3Frames } from '../../server/summaries/mp3Parts.ts';

interface Summary {
  id: number;
  state: 'requested' | 'complete' | 'error';
  quick_summary: string;
  participants: string[];
  credits_cost: number;
  job: number | null;
  transcript?: { text: string; language?: string; segments: { start: number; end: number; text: string; speaker?: string }[] } | null;
}
type Credits = { available: number };

/** What a model answers: every field of the strict schema, as OpenAI's structured output gives them. */
const ANSWER = {
  quick_summary: 'Le patient a déplacé son rendez-vous à mardi.',
  detailed_summary: 'Le patient appelle pour déplacer son contrôle ; il est replacé mardi à 9 h 30.',
  sections: [{ topic: 'Rendez-vous', points: ['Déplacé à mardi 9 h 30.'] }],
  notes: '',
  conclusions: ['Rendez-vous confirmé.'],
  next_steps: ['Envoyer un SMS de confirmation.'],
  recommendations: [],
  participants: ['Noah Peeters (+32470558812)', 'Sofia Jansen (201)'],
};
const SAID = ['Good morning, I would like to move my check-up.', 'Tuesday at half past nine works for the zirconia crown.'];

/**
 * Summaries made by the two standard AI endpoints (issue 21), on both databases: the
 * transcription and chat endpoints are a local fake at the edge answering in the real servers'
 * shapes (tests/support/fakeAiServer.ts); everything else is the real app and its job runner.
 */
describe.each(databases())('call summaries from AI servers on $name', (kind) => {
  const harness = useSeededApp(kind);
  const ai = fakeAiServer();
  let base = '';
  let tokens: Awaited<ReturnType<typeof demoOf>>['tokens'];
  let acme: number;

  const ask = async (call: number, language = 'en') => {
    const res = await harness.post(SUMMARIES, { token: tokens.admin, body: { cdr: call }, headers: { 'accept-language': language } });
    expect(res.statusCode, res.body).toBe(202);
    return res.json<Summary>();
  };
  const read = async (id: number, token = tokens.admin) => (await harness.get(`${SUMMARIES}${id}/`, { token })).json<Summary>();
  const available = async () => (await harness.get(CREDITS, { token: tokens.admin })).json<Credits>().available;
  const search = async (words: string, token = tokens.admin) => (await harness.get(`${SUMMARIES}?search=${encodeURIComponent(words)}`, { token })).json<{ results: Summary[] }>().results;

  beforeAll(async () => {
    ({ tokens, groups: { acme } } = await demoOf(harness));
    base = await ai.start();
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const name of Object.keys(process.env)) if (name.startsWith('SUMMARY_') || name === 'SUMMARISER_TIMEOUT_MS') delete process.env[name];
    await ai.stop();
  });
  beforeEach(() => {
    ai.reset();
    delete process.env.SUMMARISER_URL;
    Object.assign(process.env, {
      SUMMARY_TRANSCRIPTION_URL: `${base}/`,
      SUMMARY_TRANSCRIPTION_MODEL: 'whisper-1',
      SUMMARY_TRANSCRIPTION_KEY: 'sk-test-transcription',
      SUMMARY_CHAT_URL: base,
      SUMMARY_CHAT_MODEL: 'gpt-4o-mini',
      SUMMARY_CHAT_KEY: 'sk-test-chat',
      SUMMARISER_TIMEOUT_MS: '5000',
    });
    for (const name of ['SUMMARY_CHAT_FORMAT', 'SUMMARY_TRANSCRIPTION_FORMAT', 'SUMMARY_TRANSCRIPTION_MAX_BYTES']) delete process.env[name];
    ai.defaults.transcription = () => ({ status: 200, body: verboseJson(SAID) });
    ai.defaults.chat = () => ({ status: 200, body: chatCompletion(JSON.stringify(ANSWER)) });
  });

  it('says whether Summarise is offered, why not, and what is sent where (never a key)', async () => {
    const offered = await harness.get(SERVICE, { token: tokens.user });
    expect(offered.statusCode).toBe(200);
    expectDocumented('GET', '/v1/call_summaries/service/', 200, offered.json());
    const host = new URL(base).host;
    expect(offered.json()).toEqual({
      available: true, reason: null, transcription: { host, model: 'whisper-1' }, chat: { host, model: 'gpt-4o-mini' }, summariser: null,
    });
    expect(offered.body).not.toContain('sk-test');
    // Only one of the two endpoints: not configured, and the request is refused before any credit is taken.
    delete process.env.SUMMARY_CHAT_MODEL;
    expect((await harness.get(SERVICE, { token: tokens.admin })).json()).toMatchObject({ available: false, reason: 'unconfigured' });
    const call = await recordedCall(harness, acme);
    const before = await available();
    const refused = await harness.post(SUMMARIES, { token: tokens.admin, body: { cdr: call } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'summariser_unavailable' });
    expect(await available()).toBe(before);
    // SUMMARISER_URL alone is the third way.
    process.env.SUMMARISER_URL = 'http://127.0.0.1:9/summarise';
    expect((await harness.get(SERVICE, { token: tokens.admin })).json()).toMatchObject({ available: true, transcription: null, chat: null, summariser: { host: '127.0.0.1:9' } });
    expect((await harness.get(SERVICE)).statusCode).toBe(401);
  });

  it('transcribes the recording, asks the chat endpoint once in the requester’s language, keeps and searches the transcript', async () => {
    const call = await recordedCall(harness, acme, { billsec: 200, audio: wavFile(1) });
    const before = await available();
    const requested = await ask(call, 'fr');
    expect(requested).toMatchObject({ state: 'requested', credits_cost: 1 });
    expect((await finishedJob(harness, requested.job!, tokens.admin)).state).toBe('succeeded');

    // The transcription request: Whisper's multipart form with the language hint and the recording.
    expect(ai.transcriptions).toHaveLength(1);
    const sent = ai.transcriptions[0];
    expect(sent).toMatchObject({ model: 'whisper-1', language: 'fr', response_format: 'verbose_json', chunking_strategy: null, authorization: 'Bearer sk-test-transcription' });
    expect(sent.file).toMatchObject({ name: 'recording-1.wav', type: 'audio/wav' });
    expect(sent.file.bytes.equals(wavFile(1))).toBe(true);
    // One chat request, held to the summary's schema (strict), asked in French.
    expect(ai.chats).toHaveLength(1);
    const { body, authorization } = ai.chats[0];
    expect(authorization).toBe('Bearer sk-test-chat');
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'call_summary', strict: true } });
    const schema = body.response_format.json_schema!.schema as { required: string[]; additionalProperties: boolean; properties: Record<string, { maxLength?: number }> };
    expect(schema.required.sort()).toEqual(Object.keys(ANSWER).sort());
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.quick_summary.maxLength).toBeUndefined();
    expect(body.messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('en français') });
    expect(body.messages[1].content).toContain('[0:02] Tuesday at half past nine works for the zirconia crown.');
    expect(body.messages[1].content).toMatch(/Sofia Jansen \(201\)|\(201\)/);

    const done = await read(requested.id);
    expect(done).toMatchObject({ state: 'complete', quick_summary: ANSWER.quick_summary, participants: ANSWER.participants, credits_cost: 1 });
    expect(done.transcript).toEqual({
      text: SAID.join(' '),
      language: 'english',
      segments: [{ start: 0, end: 2.5, text: SAID[0] }, { start: 2.5, end: 5, text: SAID[1] }],
    });
    expect(await available()).toBe(before - 1);
    // A word said only in the call finds the summary; the list leaves the transcript out.
    const found = await search('zirconia');
    expect(found.map((s) => s.id)).toEqual([requested.id]);
    expect(found[0]).not.toHaveProperty('transcript');
    // Private: another user of the group neither reads it nor finds it by its transcript.
    expect((await harness.get(`${SUMMARIES}${requested.id}/`, { token: tokens.user })).statusCode).toBe(404);
    expect(await search('zirconia', tokens.user)).toEqual([]);
  });

  it('cuts a long WAV recording into parts the endpoint takes, sends them in order and joins their segments on the call’s time', async () => {
    // 2.5 s of 16 kHz bytes a second in parts of at most 16 KiB: three parts of about one second.
    process.env.SUMMARY_TRANSCRIPTION_MAX_BYTES = String(16 * 1024);
    ai.defaults.transcription = () => ({ status: 200, body: verboseJson([`Part ${ai.transcriptions.length}.`]) });
    const call = await recordedCall(harness, acme, { audio: wavFile(2.5) });
    const requested = await ask(call);
    expect((await finishedJob(harness, requested.job!, tokens.admin)).state).toBe('succeeded');
    expect(ai.transcriptions.map((t) => t.file.name)).toEqual(['recording-1.wav', 'recording-2.wav', 'recording-3.wav']);
    const samples = ai.transcriptions.map((t) => {
      expect(t.file.bytes.length).toBeLessThanOrEqual(16 * 1024);
      const wav = readWav(t.file.bytes)!;
      expect(wav).toMatchObject({ byteRate: 16000, blockAlign: 2 });
      return wav.data;
    });
    // The parts are the recording's samples, cut on whole frames, nothing lost or repeated.
    expect(Buffer.concat(samples).equals(readWav(wavFile(2.5))!.data)).toBe(true);
    const { transcript } = await read(requested.id);
    expect(transcript!.text).toBe('Part 1. Part 2. Part 3.');
    const starts = transcript!.segments.map((s) => s.start);
    expect(starts[0]).toBe(0);
    expect(starts[1]).toBeCloseTo(samples[0].length / 16000, 2);
    expect(starts[2]).toBeCloseTo((samples[0].length + samples[1].length) / 16000, 2);
  });

  it('cuts a long MP3 recording on whole frames, sends the parts in order and puts their segments on the call’s time', async () => {
    // The demo's hold music: 269 frames of 36 ms (180 bytes each) after an ID3v2 tag and an Info frame; 75 frames fit in 8 KiB.
    const mp3 = readFileSync('server/areas/media_file/audio/blue_hold.mp3');
    process.env.SUMMARY_TRANSCRIPTION_MAX_BYTES = String(8 * 1024);
    ai.defaults.transcription = () => ({ status: 200, body: verboseJson([`Part ${ai.transcriptions.length}.`]) });
    const requested = await ask(await recordedCall(harness, acme, { audio: mp3, contentType: 'audio/mpeg' }));
    expect((await finishedJob(harness, requested.job!, tokens.admin)).state).toBe('succeeded');
    expect(ai.transcriptions.map((t) => [t.file.name, t.file.type])).toEqual([1, 2, 3, 4].map((n) => [`recording-${n}.mp3`, 'audio/mpeg']));
    const frames = mp3Frames(mp3);
    for (const { file } of ai.transcriptions) {
      expect(file.bytes.length).toBeLessThanOrEqual(8 * 1024);
      // Each part is whole frames from its first byte to its last: an MP3 a decoder plays.
      const inPart = mp3Frames(file.bytes);
      expect([inPart[0].start, inPart.at(-1)!.end]).toEqual([0, file.bytes.length]);
    }
    // The parts are the recording's frames in order, nothing lost or repeated.
    expect(Buffer.concat(ai.transcriptions.map((t) => t.file.bytes)).equals(mp3.subarray(frames[0].start, frames.at(-1)!.end))).toBe(true);
    const { transcript } = await read(requested.id);
    expect(transcript!.text).toBe('Part 1. Part 2. Part 3. Part 4.');
    expect(transcript!.segments.map((s) => [s.start, s.text])).toEqual([[0, 'Part 1.'], [2.7, 'Part 2.'], [5.4, 'Part 3.'], [8.1, 'Part 4.']]);
  });

  it('keeps the speaker turns a diarising endpoint gives', async () => {
    process.env.SUMMARY_TRANSCRIPTION_FORMAT = 'diarized_json';
    process.env.SUMMARY_TRANSCRIPTION_MODEL = 'gpt-4o-transcribe-diarize';
    ai.defaults.transcription = () => ({ status: 200, body: diarizedJson([['A', 'Acme Dental, good morning.'], ['B', 'I chipped a molar.']]) });
    const requested = await ask(await recordedCall(harness, acme));
    expect((await finishedJob(harness, requested.job!, tokens.admin)).state).toBe('succeeded');
    expect(ai.transcriptions[0]).toMatchObject({ response_format: 'diarized_json', chunking_strategy: 'auto' });
    expect((await read(requested.id)).transcript!.segments.map((s) => [s.speaker, s.text])).toEqual([['A', 'Acme Dental, good morning.'], ['B', 'I chipped a molar.']]);
    expect(ai.chats[0].body.messages[1].content).toContain('[0:03] B: I chipped a molar.');
  });

  it('asks once more when the answer is not valid JSON, then completes', async () => {
    ai.queued.chat.push({ status: 200, body: chatCompletion('{"quick_summary": "The patient moved') });
    const requested = await ask(await recordedCall(harness, acme));
    expect((await finishedJob(harness, requested.job!, tokens.admin)).state).toBe('succeeded');
    expect(ai.chats).toHaveLength(2);
    expect(ai.transcriptions).toHaveLength(1);
    expect((await read(requested.id)).state).toBe('complete');
  });

  it('fails with the catalogue’s error and gives the credits back after two answers that are no summary', async () => {
    // Not JSON, then JSON that breaks the schema (a quick summary over its 1000 characters).
    ai.queued.chat.push({ status: 200, body: chatCompletion('Sure! Here is the summary you asked for.') });
    ai.queued.chat.push({ status: 200, body: chatCompletion(JSON.stringify({ ...ANSWER, quick_summary: 'x'.repeat(1001) })) });
    const before = await available();
    const requested = await ask(await recordedCall(harness, acme));
    const job = await finishedJob(harness, requested.job!, tokens.admin);
    expect(job).toMatchObject({ state: 'failed', error: serverText('summary_generation') });
    expect(ai.chats).toHaveLength(2);
    expect(await read(requested.id)).toMatchObject({ state: 'error', credits_cost: 0 });
    expect(await available()).toBe(before);
  });

  it('fails, credits back, without asking again when the chat endpoint refuses the request (OpenAI’s 400 error)', async () => {
    ai.queued.chat.push({ status: 400, body: openAiError("Invalid schema for response_format 'call_summary'", 'invalid_request_error', 'response_format') });
    const before = await available();
    const requested = await ask(await recordedCall(harness, acme));
    expect((await finishedJob(harness, requested.job!, tokens.admin)).state).toBe('failed');
    expect(ai.chats).toHaveLength(1);
    expect(await read(requested.id)).toMatchObject({ state: 'error', credits_cost: 0 });
    expect(await available()).toBe(before);
  });

  it('tries a server that is down once more, without transcribing again, and gives up on one that does not answer in time', async () => {
    // A 503 from the chat endpoint: the job's second attempt reuses the kept transcript.
    ai.queued.chat.push({ status: 503, body: openAiError('The server is overloaded or not ready yet.', 'server_error') });
    const first = await ask(await recordedCall(harness, acme));
    const job = await finishedJob(harness, first.job!, tokens.admin);
    expect(job).toMatchObject({ state: 'succeeded', attempts: 2 });
    expect(ai.transcriptions).toHaveLength(1);
    expect(ai.chats).toHaveLength(2);

    // A transcription endpoint that never answers: each attempt times out, then the summary fails.
    ai.reset();
    process.env.SUMMARISER_TIMEOUT_MS = '300';
    ai.defaults.transcription = () => 'hang';
    const before = await available();
    const second = await ask(await recordedCall(harness, acme));
    expect(await finishedJob(harness, second.job!, tokens.admin)).toMatchObject({ state: 'failed', attempts: 2, error: serverText('summary_generation') });
    expect(ai.transcriptions).toHaveLength(2);
    expect(ai.chats).toHaveLength(0);
    expect(await read(second.id)).toMatchObject({ state: 'error', credits_cost: 0 });
    expect(await available()).toBe(before);
  });

  it('asks in JSON mode with the schema in the prompt where a server lacks schema support; reads a text-only transcription', async () => {
    process.env.SUMMARY_CHAT_FORMAT = 'json_object';
    // gpt-4o-transcribe answers response_format json only: the text, no segments.
    process.env.SUMMARY_TRANSCRIPTION_FORMAT = 'json';
    ai.defaults.transcription = () => ({ status: 200, body: { text: SAID.join(' '), usage: { type: 'tokens', input_tokens: 14, output_tokens: 45, total_tokens: 59 } } });
    // A local model that wraps its JSON in a Markdown fence is still read.
    ai.queued.chat.push({ status: 200, body: chatCompletion(`\`\`\`json\n${JSON.stringify(ANSWER)}\n\`\`\``) });
    const requested = await ask(await recordedCall(harness, acme), 'nl');
    expect((await finishedJob(harness, requested.job!, tokens.admin)).state).toBe('succeeded');
    const { body } = ai.chats[0];
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.messages[0].content).toContain('in het Nederlands');
    expect(body.messages[0].content).toContain('"quick_summary"');
    expect(ai.transcriptions[0].response_format).toBe('json');
    expect(body.messages[1].content).toContain(SAID.join(' '));
    expect((await read(requested.id)).transcript).toEqual({ text: SAID.join(' '), segments: [] });
  });

  it('lets the group turn summaries off: not offered, refused, and a pending one sends nothing', async () => {
    const group = `/api/v1/groups/${acme}/`;
    const off = await harness.request('PATCH', group, { token: tokens.admin, body: { call_summaries_off: true } });
    expect(off.statusCode, off.body).toBe(200);
    try {
      expect((await harness.get(SERVICE, { token: tokens.admin })).json()).toMatchObject({ available: false, reason: 'disabled' });
      const call = await recordedCall(harness, acme);
      const refused = await harness.post(SUMMARIES, { token: tokens.admin, body: { cdr: call } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: 'summaries_disabled', detail: serverText('summaries_disabled') });
      expect((await harness.request('PATCH', group, { token: tokens.admin, body: { call_summaries_off: 'yes' } })).statusCode).toBe(400);
    } finally {
      await harness.request('PATCH', group, { token: tokens.admin, body: { call_summaries_off: false } });
    }
    // Asked for while on, turned off before the job ran: failed, credits back, nothing sent.
    const before = await available();
    const call = await recordedCall(harness, acme);
    await harness.db.query(`UPDATE groups SET settings = settings || '{"call_summaries_off": true}' WHERE id = $1`, [acme]);
    try {
      const res = await harness.post(SUMMARIES, { token: tokens.admin, body: { cdr: call } });
      expect(res.statusCode).toBe(409);
      await harness.db.query(`UPDATE groups SET settings = settings - 'call_summaries_off' WHERE id = $1`, [acme]);
      // The runner waits while the group turns summaries off: on PostgreSQL it took the job at once.
      await harness.app.jobs.stop();
      const requested = await ask(call);
      await harness.db.query(`UPDATE groups SET settings = settings || '{"call_summaries_off": true}' WHERE id = $1`, [acme]);
      await harness.app.jobs.start();
      expect((await finishedJob(harness, requested.job!, tokens.admin)).state).toBe('failed');
      expect(ai.transcriptions).toHaveLength(0);
      expect(await available()).toBe(before);
    } finally {
      await harness.db.query(`UPDATE groups SET settings = settings - 'call_summaries_off' WHERE id = $1`, [acme]);
    }
  });
});

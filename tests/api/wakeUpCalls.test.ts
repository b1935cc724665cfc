import { beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, idsOf, messagesOf, rowOf, urlOf } from './helpers/records.ts';

const CALLS = urlOf('wake_up_call');
const tomorrow = (time = '06:30:00') => `${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T${time}Z`;

describe.each(databases())('wake-up calls on %s', (kind) => {
  const api = useSeededApp(kind);
  let demo: Awaited<ReturnType<typeof demoOf>>;
  let extensions: number[];
  beforeAll(async () => {
    demo = await demoOf(api);
    extensions = await idsOf(api.db, 'extension', demo.groups.acme);
  });
  const post = (data: Record<string, unknown>, token = demo.tokens.admin) => api.post(CALLS, { token, body: data });
  const spoken = (overrides: Record<string, unknown> = {}) => ({
    extension: extensions[2], wake_up_at: tomorrow(), callee_language: 'nl', message_type: 'text_to_speech',
    text: 'Goedemorgen, dit is uw wekoproep.', voice: 'nl-BE-arne', ...overrides,
  });

  it('seeds planned wake-up calls and filters them by extension and message type', async () => {
    const all = (await api.get(CALLS, { token: demo.tokens.admin })).json<{ count: number; results: { extension: number; message_type: string }[] }>();
    expect(all.count).toBeGreaterThanOrEqual(3);
    const mine = (await api.get(`${CALLS}?extension=${extensions[1]}`, { token: demo.tokens.admin })).json<{ results: { extension: number }[] }>();
    expect(mine.results.length).toBeGreaterThan(0);
    expect(mine.results.every((r) => r.extension === extensions[1])).toBe(true);
    const tts = (await api.get(`${CALLS}?message_type=text_to_speech`, { token: demo.tokens.admin })).json<{ results: { message_type: string }[] }>();
    expect(tts.results.every((r) => r.message_type === 'text_to_speech')).toBe(true);
  });

  it('stores a spoken wake-up call and drops what a media message does not play', async () => {
    const res = await post(spoken({ media_file: null }));
    expectAnswer(res, 'POST', CALLS, 201);
    expect(res.json()).toMatchObject({ message_type: 'text_to_speech', voice: 'nl-BE-arne', media_file: null });
  });

  it('requires every field, and for each message type what it plays, at the field', async () => {
    const none = await post({});
    for (const field of ['extension', 'wake_up_at', 'callee_language', 'message_type']) expect(messagesOf(none, field), field).toEqual([serverText('required')]);
    const media = await post({ extension: extensions[2], wake_up_at: tomorrow(), callee_language: 'en', message_type: 'media_file' });
    expectAnswer(media, 'POST', CALLS, 400);
    expect(messagesOf(media, 'media_file')).toEqual([serverText('required')]);
    const tts = await post({ extension: extensions[2], wake_up_at: tomorrow(), callee_language: 'en', message_type: 'text_to_speech' });
    expect(messagesOf(tts, 'text')).toEqual([serverText('required')]);
    expect(messagesOf(tts, 'voice')).toEqual([serverText('required')]);
    const blank = await post(spoken({ text: '' }));
    expect(messagesOf(blank, 'text')).toEqual([serverText('blank')]);
  });

  it('takes only a voice of the callee’s language, and only a real date-time in the future', async () => {
    const french = await post(spoken({ callee_language: 'fr' }));
    expectAnswer(french, 'POST', CALLS, 400);
    expect(messagesOf(french, 'voice')).toEqual([serverText('invalid_choice')]);
    expect((await post(spoken({ callee_language: 'fr', voice: 'fr-BE-louis' }))).statusCode).toBe(201);
    const past = await post(spoken({ wake_up_at: '2020-01-01T06:00:00Z' }));
    expect(messagesOf(past, 'wake_up_at')).toEqual([serverText('wake_up_in_past')]);
    const nonsense = await post(spoken({ wake_up_at: 'tomorrow at six' }));
    expect(messagesOf(nonsense, 'wake_up_at')).toEqual([serverText('format_date-time')]);
    const impossible = await post(spoken({ wake_up_at: '2027-02-30T06:00:00Z' }));
    expect(messagesOf(impossible, 'wake_up_at')).toEqual([serverText('format_date-time')]);
    expect(messagesOf(await post(spoken({ callee_language: 'de' })), 'callee_language')).toEqual([serverText('format_language')]);
  });

  it('plays a media file of the group only', async () => {
    const [own] = await idsOf(api.db, 'media_file', demo.groups.acme);
    const [foreign] = await idsOf(api.db, 'media_file', demo.groups.blueHarbor);
    const base = { extension: extensions[2], wake_up_at: tomorrow(), callee_language: 'en', message_type: 'media_file' };
    if (foreign !== undefined) {
      const res = await post({ ...base, media_file: foreign });
      expectAnswer(res, 'POST', CALLS, 400);
      expect(messagesOf(res, 'media_file')).toEqual([serverText('invalid_reference', { id: foreign })]);
    }
    if (own !== undefined) {
      const res = await post({ ...base, media_file: own, text: 'left over', voice: 'en-US-ava' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ media_file: own, text: null, voice: null });
    }
  });

  it('keeps one default per extension: setting a new one clears the old', async () => {
    const first = (await post(spoken({ extension: extensions[3], set_as_default: true }))).json<{ id: number }>().id;
    const second = (await post(spoken({ extension: extensions[3], set_as_default: true, wake_up_at: tomorrow('07:00:00') }))).json<{ id: number }>().id;
    expect((await rowOf(api.db, 'wake_up_call', first))?.data).toMatchObject({ set_as_default: false });
    expect((await rowOf(api.db, 'wake_up_call', second))?.data).toMatchObject({ set_as_default: true });
    // Another extension's default stays.
    const seededDefault = (await api.get(`${CALLS}?extension=${extensions[0]}`, { token: demo.tokens.admin })).json<{ results: { set_as_default: boolean }[] }>();
    expect(seededDefault.results.some((r) => r.set_as_default)).toBe(true);
    // The defaults are listed on their own (what a new call's form starts from): one per extension at most.
    const defaults = (await api.get(`${CALLS}?set_as_default=true&page_size=1000`, { token: demo.tokens.admin })).json<{ results: { id: number; extension: number; set_as_default: boolean }[] }>().results;
    expect(defaults.every((r) => r.set_as_default)).toBe(true);
    expect(defaults.map((r) => r.id)).toContain(second);
    expect(defaults.map((r) => r.id)).not.toContain(first);
    expect(new Set(defaults.map((r) => r.extension)).size).toBe(defaults.length);
  });

  it('moves a call only into the future, yet edits a call without moving it', async () => {
    const created = (await post(spoken())).json<{ id: number; version: number }>();
    const moved = await api.request('PATCH', `${CALLS}${created.id}/`, { token: demo.tokens.admin, body: { wake_up_at: '2021-05-05T05:00:00Z' } });
    expect(messagesOf(moved, 'wake_up_at')).toEqual([serverText('wake_up_in_past')]);
    const edited = await api.request('PATCH', `${CALLS}${created.id}/`, { token: demo.tokens.admin, body: { text: 'Opstaan!' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expectAnswer(await api.request('DELETE', `${CALLS}${created.id}/`, { token: demo.tokens.admin }), 'DELETE', `${CALLS}${created.id}/`, 204);
  });

  it('keeps each group’s wake-up calls to itself; a plain user may not plan them', async () => {
    const [blue] = await idsOf(api.db, 'wake_up_call', demo.groups.blueHarbor);
    expect((await api.get(`${CALLS}${blue}/`, { token: demo.tokens.admin })).statusCode).toBe(404);
    expect((await api.request('DELETE', `${CALLS}${blue}/`, { token: demo.tokens.admin })).statusCode).toBe(404);
    const [blueExtension] = await idsOf(api.db, 'extension', demo.groups.blueHarbor);
    const foreign = await post(spoken({ extension: blueExtension }));
    expect(messagesOf(foreign, 'extension')).toEqual([serverText('invalid_reference', { id: blueExtension })]);
    expect((await post(spoken(), demo.tokens.user)).statusCode).toBe(403);
  });
});

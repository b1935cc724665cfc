import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';
import { expectDocumented } from './helpers/document.ts';
import { demoOf, idsOf, urlOf } from './helpers/records.ts';
import { importForm } from './phonebookImport.support.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { MEDIA_MAX_BYTES } from '../../server/areas/media_file/limits.ts';

const MEDIA = urlOf('media_file');
const audioUrl = (id: number) => `${MEDIA}${id}/audio/`;
const fixture = (name: string) => readFileSync(new URL(`../fixtures/media/${name}`, import.meta.url));
const HOLD_MUSIC = '/api/v3/media_file/call_queue_hold_music/';

interface MediaRecord {
  id: number;
  description: string;
  reference: number;
  file_name: string | null;
  size: number | null;
  content_type: string | null;
  duration: number | null;
  recorded_by: number | null;
  owners: number[];
  is_shared: boolean;
  version: number;
}

describe.each(databases())('media library on $name', (kind) => {
  const harness = useSeededApp(kind);
  let tokens: Awaited<ReturnType<typeof demoOf>>['tokens'];
  let groups: Awaited<ReturnType<typeof demoOf>>['groups'];
  let reference = 900;

  beforeAll(async () => {
    ({ tokens, groups } = await demoOf(harness));
  });

  async function newMedia(token = tokens.admin, body: Record<string, unknown> = {}): Promise<MediaRecord> {
    const res = await harness.post(MEDIA, { token, body: { description: `Test message ${reference}`, reference: reference++, ...body } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<MediaRecord>();
  }

  const upload = (id: number, name: string, bytes: Buffer, token = tokens.admin) => {
    const form = importForm([{ name, bytes }]);
    return harness.request('POST', audioUrl(id), { token, body: form.payload, headers: form.headers });
  };

  it('stores WAV, MP3 and Ogg/Opus audio read by content, and serves it back byte for byte', async () => {
    for (const [file, type, seconds] of [['message.wav', 'audio/wav', 2.1], ['message.mp3', 'audio/mpeg', 2.2], ['message.opus.ogg', 'audio/ogg', 2.1]] as const) {
      const media = await newMedia();
      const bytes = fixture(file);
      const res = await upload(media.id, file, bytes);
      expect(res.statusCode, res.body).toBe(200);
      expectDocumented('POST', audioUrl(media.id), 200, res.json());
      const saved = res.json<MediaRecord>();
      expect(saved).toMatchObject({ id: media.id, file_name: file, size: bytes.length, content_type: type, reference: media.reference });
      expect(saved.duration).toBeCloseTo(seconds, 0);
      expect(saved.recorded_by).not.toBeNull();
      const audio = await harness.get(audioUrl(media.id), { token: tokens.admin });
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toBe(type);
      expect(audio.headers['content-disposition']).toContain(file);
      expect(Buffer.compare(audio.rawPayload, bytes)).toBe(0);
    }
  });

  it('refuses a text file or a picture renamed to audio at the file field, and keeps the record as it was', async () => {
    const media = await newMedia();
    for (const file of ['text-renamed.mp3', 'picture-renamed.wav']) {
      const res = await upload(media.id, file, fixture(file));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual([`file: ${serverText('media_file_type')}`]);
    }
    const stored = (await harness.get(`${MEDIA}${media.id}/`, { token: tokens.admin })).json<MediaRecord>();
    expect(stored.version).toBe(media.version);
    expect(stored.file_name ?? null).toBeNull();
    expect(stored.size ?? null).toBeNull();
    expect((await harness.get(audioUrl(media.id), { token: tokens.admin })).statusCode).toBe(404);
  });

  it('answers a media file without audio with the catalogue’s no media, and a form without a file at its field', async () => {
    const media = await newMedia();
    const none = await harness.get(audioUrl(media.id), { token: tokens.admin });
    expect(none.statusCode).toBe(404);
    expect(JSON.stringify(none.json())).toContain(serverText('no_media'));
    const empty = await upload(media.id, 'empty.wav', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual([`file: ${serverText('required')}`]);
    const notAForm = await harness.post(audioUrl(media.id), { token: tokens.admin, body: { file: 'x' } });
    expect(notAForm.statusCode).toBe(400);
  });

  it('refuses a file over 15 MB with 413 in the catalogue’s words', async () => {
    const media = await newMedia();
    const wav = fixture('message.wav');
    const big = Buffer.concat([wav, Buffer.alloc(MEDIA_MAX_BYTES + 1 - wav.length)]);
    const res = await upload(media.id, 'long.wav', big);
    expect(res.statusCode).toBe(413);
    expect(JSON.stringify(res.json())).toContain(serverText('media_too_large', { limit: 15 }));
  });

  it('replaces the audio of a file and keeps its record, reference and owners', async () => {
    const media = await newMedia();
    expect((await upload(media.id, 'message.wav', fixture('message.wav'))).statusCode).toBe(200);
    const res = await upload(media.id, 'message.mp3', fixture('message.mp3'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MediaRecord>()).toMatchObject({ id: media.id, reference: media.reference, owners: media.owners, file_name: 'message.mp3', content_type: 'audio/mpeg' });
    // An edit of the record keeps what the upload wrote.
    const edited = await harness.request('PATCH', `${MEDIA}${media.id}/`, { token: tokens.admin, body: { description: 'Renamed message', file_name: 'forged.wav' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<MediaRecord>()).toMatchObject({ file_name: 'message.mp3', content_type: 'audio/mpeg' });
    const audio = await harness.get(audioUrl(media.id), { token: tokens.admin });
    expect(Buffer.compare(audio.rawPayload, fixture('message.mp3'))).toBe(0);
  });

  it('refuses a second file with the same reference in the group with the catalogue’s message, not in another group', async () => {
    const media = await newMedia();
    const twice = await harness.post(MEDIA, { token: tokens.admin, body: { description: 'Twin', reference: media.reference } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual([`reference: ${serverText('media_reference_unique')}`]);
    const elsewhere = await harness.post(MEDIA, { token: tokens.reseller, group: groups.blueHarbor, body: { description: 'Twin', reference: media.reference } });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });

  it('gives a file made without a reference the group’s next free one, and keeps it on a save that leaves it out', async () => {
    const res = await harness.post(MEDIA, { token: tokens.admin, body: { description: 'Recorded by phone' } });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<MediaRecord>();
    // The tests' own references go on above it.
    reference = made.reference + 1;
    const all = (await harness.get(`${MEDIA}?page_size=100`, { token: tokens.admin })).json<{ results: MediaRecord[] }>().results;
    expect(made.reference).toBe(Math.max(...all.filter((r) => r.id !== made.id).map((r) => r.reference)) + 1);
    const put = await harness.request('PUT', `${MEDIA}${made.id}/`, { token: tokens.admin, body: { description: 'Recorded by phone (2)' } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<MediaRecord>().reference).toBe(made.reference);
  });

  it('keeps each group’s media to itself: another group’s file and its audio are not found', async () => {
    const [blue] = await idsOf(harness.db, 'media_file', groups.blueHarbor);
    expect((await harness.get(`${MEDIA}${blue}/`, { token: tokens.admin })).statusCode).toBe(404);
    expect((await harness.get(audioUrl(blue), { token: tokens.admin })).statusCode).toBe(404);
    expect((await upload(blue, 'message.wav', fixture('message.wav'))).statusCode).toBe(404);
    // A reseller acting on its client group reaches it.
    expect((await harness.get(audioUrl(blue), { token: tokens.reseller, group: groups.blueHarbor })).statusCode).toBe(200);
  });

  it('shows a plain user their own and shared files only, and lets them change only their own', async () => {
    const privateOne = await newMedia(tokens.admin, { is_shared: false });
    const shared = await newMedia(tokens.admin, { is_shared: true });
    const list = await harness.get(`${MEDIA}?page_size=100`, { token: tokens.user });
    expect(list.statusCode).toBe(200);
    const ids = list.json<{ results: MediaRecord[] }>().results.map((r) => r.id);
    expect(ids).toContain(shared.id);
    expect(ids).not.toContain(privateOne.id);
    expect(list.json<{ results: MediaRecord[] }>().results.some((r) => r.description === 'Umar – out of office')).toBe(true);
    expect((await harness.get(audioUrl(privateOne.id), { token: tokens.user })).statusCode).toBe(404);
    // Shared: seen and played, but not theirs to replace or delete.
    expect((await upload(shared.id, 'message.wav', fixture('message.wav'))).statusCode).toBe(200);
    expect((await harness.get(audioUrl(shared.id), { token: tokens.user })).statusCode).toBe(200);
    expect((await upload(shared.id, 'message.mp3', fixture('message.mp3'), tokens.user)).statusCode).toBe(403);
    expect((await harness.request('DELETE', `${MEDIA}${shared.id}/`, { token: tokens.user })).statusCode).toBe(403);
    // Their own: made by them, so they own it and may upload to it.
    const own = await newMedia(tokens.user);
    expect(own.owners.length).toBe(1);
    expect((await upload(own.id, 'message.opus.ogg', fixture('message.opus.ogg'), tokens.user)).statusCode).toBe(200);
  });

  it('names the queue that uses a file as hold music or announcement when its delete is refused', async () => {
    const hold = await newMedia(tokens.admin, { usage: 'hold_music' });
    const announcement = await newMedia();
    const queue = await harness.post(urlOf('queue'), { token: tokens.admin, body: { description: 'Media test queue', extension: 1750, hold_music: hold.id, announcements: [announcement.id] } });
    expect(queue.statusCode, queue.body).toBe(201);
    for (const media of [hold, announcement]) {
      const res = await harness.request('DELETE', `${MEDIA}${media.id}/`, { token: tokens.admin });
      expect(res.statusCode).toBe(409);
      const body = res.json<{ detail: string; used_by: { resource: string; items: { label: string }[] }[] }>();
      expect(body.detail).toBe(serverText('media_in_use', { used_by: 'Media test queue' }));
      expect(body.used_by).toEqual([expect.objectContaining({ resource: 'queue', items: [expect.objectContaining({ label: 'Media test queue' })] })]);
    }
    // Once the queue is gone, the file and its audio go.
    expect((await harness.request('DELETE', `${urlOf('queue')}${queue.json<{ id: number }>().id}/`, { token: tokens.admin })).statusCode).toBe(204);
    expect((await upload(hold.id, 'message.wav', fixture('message.wav'))).statusCode).toBe(200);
    expect((await harness.request('DELETE', `${MEDIA}${hold.id}/`, { token: tokens.admin })).statusCode).toBe(204);
    const left = await harness.db.query('SELECT 1 FROM media_file_audio WHERE media_file_id = $1', [hold.id]);
    expect(left).toHaveLength(0);
  });

  it('offers the seeded hold music in the queue’s lookup, and descriptions only in the media lookup', async () => {
    const res = await harness.get(HOLD_MUSIC, { token: tokens.admin });
    expect(res.statusCode).toBe(200);
    const labels = res.json<{ results: { label: string }[] }>().results.map((r) => r.label);
    expect(labels).toContain('Hold music – calm');
    expect(labels).not.toContain('Welcome greeting');
    const seeded = await harness.get(`${MEDIA}?description_only=true&search=Welcome`, { token: tokens.admin });
    expect(seeded.json<{ results: unknown[] }>().results).toEqual([{ id: expect.any(Number), description: 'Welcome greeting' }]);
    // The demo's files have real audio.
    const [first] = await idsOf(harness.db, 'media_file', groups.acme);
    const audio = await harness.get(audioUrl(first), { token: tokens.admin });
    expect(audio.statusCode).toBe(200);
    expect(audio.rawPayload.length).toBeGreaterThan(1000);
  });
});

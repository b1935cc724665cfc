import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf } from './helpers/records.ts';
import { issuePlatformToken } from '../../server/ingest/tokens.ts';
import { demoRecording } from '../../server/areas/cdr/demoRecording.ts';
import { tableOf } from '../../server/resources/storageNames.ts';

const CALLS = '/api/ingest/v1/calls/';
const recordingUrl = (callId: string) => `${CALLS}${encodeURIComponent(callId)}/recording/`;

const call = (overrides: Record<string, unknown> = {}) => ({
  call_id: `asterisk-${Math.random().toString(36).slice(2)}`,
  start: '2026-11-20T09:15:00+01:00',
  direction: 'outbound',
  caller: '201',
  callee: '+32470123456',
  status: 'answered',
  duration: 75,
  billsec: 60,
  extensions: [201],
  legs: [
    { at: '2026-11-20T09:15:00+01:00', step: 'dialled', party: '+32470123456' },
    { at: '2026-11-20T09:15:15+01:00', step: 'answered', party: '+32470123456' },
    { at: '2026-11-20T09:16:15+01:00', step: 'ended' },
  ],
  ...overrides,
});

describe.each(databases())('the ingestion API on $name', (kind) => {
  const harness = useSeededApp(kind);
  let acme: number;
  let blue: number;
  let platform: string;
  let other: string;
  let admin: string;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    const demo = await demoOf(harness);
    ({ acme, blueHarbor: blue } = demo.groups);
    admin = demo.tokens.admin;
    platform = await issuePlatformToken(harness.db, acme, 'Asterisk test');
    other = await issuePlatformToken(harness.db, blue, 'FreeSWITCH test');
  });

  it('stores a token as its hash only', async () => {
    const rows = await harness.db.query<{ token_hash: string }>('SELECT token_hash FROM ingest_platforms');
    expect(rows.map((r) => r.token_hash)).not.toContain(platform);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('refuses a call without a token, with a wrong one, or with a user’s session token (401) before reading it', async () => {
    for (const headers of [{}, auth('0'.repeat(40)), { authorization: `Token ${admin}` }, auth('not a token')]) {
      const res = await harness.post(CALLS, { headers, body: { nonsense: true } });
      expect(res.statusCode, res.body).toBe(401);
    }
  });

  it('stores a call once: a retry answers the first record (idempotent by call id)', async () => {
    const body = call();
    const first = await harness.post(CALLS, { headers: auth(platform), body });
    expect(first.statusCode, first.body).toBe(201);
    const again = await harness.post(CALLS, { headers: auth(platform), body });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), created: false });
    const rows = await harness.db.query<{ n: number; duration: number; cost: string }>(
      'SELECT count(*)::int AS n, min(duration) AS duration, min(cost)::text AS cost FROM res_cdr WHERE group_id = $1 AND call_id = $2',
      [acme, body.call_id],
    );
    expect(rows[0].n).toBe(1);
    expect(rows[0].duration).toBe(75);
    // A Belgian mobile: 0.015 setup + 60 s at 0.089 per minute.
    expect(Number(rows[0].cost)).toBeCloseTo(0.104, 4);
  });

  it('never drops a different record under a stored call id: 409 names the fields that differ, and the first record stays', async () => {
    const body = call();
    expect((await harness.post(CALLS, { headers: auth(platform), body })).statusCode).toBe(201);
    const other = await harness.post(CALLS, { headers: auth(platform), body: { ...body, duration: 999, billsec: 990, extensions: [201, 202] } });
    expect(other.statusCode, other.body).toBe(409);
    expect(other.json()).toMatchObject({ code: 'call_id_differs', differences: ['duration', 'billsec', 'extensions'] });
    expect(other.json<{ detail: string }>().detail).toContain('duration, billsec, extensions');
    const rows = await harness.db.query<{ duration: number }>('SELECT duration FROM res_cdr WHERE group_id = $1 AND call_id = $2', [acme, body.call_id]);
    expect(rows.map((r) => r.duration)).toEqual([75]);
    // The same moment written with another offset is the same call.
    const utc = await harness.post(CALLS, { headers: auth(platform), body: { ...body, start: '2026-11-20T08:15:00Z' } });
    expect(utc.statusCode, utc.body).toBe(200);
  });

  it('keeps a recording that comes before its call record and attaches it when the record comes', async () => {
    const body = call();
    const wav = demoRecording();
    const early = await harness.request('PUT', recordingUrl(body.call_id), { headers: { ...auth(platform), 'content-type': 'audio/wav' }, body: wav });
    expect(early.statusCode, early.body).toBe(202);
    expect(early.json()).toMatchObject({ id: null, call_id: body.call_id, content_type: 'audio/wav', size: wav.length });
    const stored = await harness.post(CALLS, { headers: auth(platform), body });
    expect(stored.statusCode, stored.body).toBe(201);
    const { id } = stored.json<{ id: number }>();
    const listed = await harness.get(`/api/v1/cdr/${id}/`, { token: admin });
    expect(listed.json<{ recording: string | null }>().recording).toBe(`/api/v1/cdr/${id}/recording/`);
    const played = await harness.get(`/api/v1/cdr/${id}/recording/`, { token: admin });
    expect(played.statusCode).toBe(200);
    expect(played.rawPayload.equals(wav)).toBe(true);
    const waiting = await harness.db.query('SELECT 1 FROM ingest_early_recording WHERE group_id = $1 AND call_id = $2', [acme, body.call_id]);
    expect(waiting).toHaveLength(0);
  });

  it('answers concurrent retries with one record', async () => {
    const body = call();
    const answers = await Promise.all([1, 2, 3].map(() => harness.post(CALLS, { headers: auth(platform), body })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json<{ id: number }>().id)).size).toBe(1);
  });

  it('takes a call naming an extension made a moment ago on another server, and still refuses one the group lacks', async () => {
    // The group's facts are kept a second per server (factsCache.ts): this post keeps them.
    expect((await harness.post(CALLS, { headers: auth(platform), body: call() })).statusCode).toBe(201);
    const number = 7000 + Math.floor(Math.random() * 2000);
    // Written straight to the database, as another API server would: this server's kept facts do not have it.
    const [made] = await harness.db.query<{ id: number }>(`INSERT INTO ${tableOf('extension')} (group_id, data) VALUES ($1, $2) RETURNING id`, [acme, JSON.stringify({ extension: number })]);
    try {
      const res = await harness.post(CALLS, { headers: auth(platform), body: call({ caller: String(number), extensions: [number] }) });
      expect(res.statusCode, res.body).toBe(201);
      const refused = await harness.post(CALLS, { headers: auth(platform), body: call({ extensions: [number + 1] }) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toHaveProperty('extensions');
    } finally {
      await harness.db.query(`DELETE FROM ${tableOf('extension')} WHERE id = $1`, [made.id]);
    }
  });

  it('keeps the same call id apart in two groups (each token feeds its own group)', async () => {
    const body = call();
    expect((await harness.post(CALLS, { headers: auth(platform), body })).statusCode).toBe(201);
    // The same call as the other group sees it: its own extension (issue 24: extensions of the group).
    const res = await harness.post(CALLS, { headers: auth(other), body: { ...body, caller: '301', extensions: [301] } });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await harness.db.query<{ group_id: number }>('SELECT group_id FROM res_cdr WHERE call_id = $1 ORDER BY group_id', [body.call_id]);
    expect(rows.map((r) => r.group_id).sort()).toEqual([acme, blue].sort());
  });

  it('refuses malformed calls with 400 naming the field, never 5xx', async () => {
    const cases: [unknown, string?][] = [
      [call({ call_id: '' }), 'call_id'],
      [call({ call_id: 'has space' }), 'call_id'],
      [call({ start: 'yesterday' }), 'start'],
      [call({ direction: 'sideways' }), 'direction'],
      [call({ duration: -1 }), 'duration'],
      [call({ duration: 1.5 }), 'duration'],
      [call({ billsec: 80 }), 'billsec'],
      [call({ status: 'busy', billsec: 10 }), 'billsec'],
      [call({ extensions: ['201'] }), 'extensions'],
      [call({ legs: [{ at: 'x', step: 'answered' }] }), 'legs'],
      [call({ caller: 'x'.repeat(101) }), 'caller'],
      [call({ unknown: 1 })],
      [[call()]],
      ['just text'],
      [null],
    ];
    for (const [body, field] of cases) {
      const res = await harness.post(CALLS, { headers: { ...auth(platform), 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBe(400);
      if (field) expect(JSON.stringify(res.json()), res.body).toContain(field);
    }
    const broken = await harness.post(CALLS, { headers: { ...auth(platform), 'content-type': 'application/json' }, body: '{"call_id": ' });
    expect(broken.statusCode).toBe(400);
  });

  it('takes a recording by its content and size, for a call of the token’s group only', async () => {
    const body = call();
    const stored = (await harness.post(CALLS, { headers: auth(platform), body })).json<{ id: number }>();
    const wav = demoRecording();
    const put = (token: string, payload: Buffer | string, type = 'audio/wav', id = body.call_id) =>
      harness.request('PUT', recordingUrl(id), { headers: { ...auth(token), 'content-type': type }, body: payload });
    const res = await put(platform, wav);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: stored.id, content_type: 'audio/wav', size: wav.length, duration: 2 });
    // Another group's platform does not reach the call: its recording waits for a call of its own group; a text renamed to audio is refused.
    expect((await put(other, Buffer.concat([wav, Buffer.alloc(10)]))).statusCode).toBe(202);
    expect(await harness.db.query('SELECT 1 FROM ingest_early_recording WHERE group_id = $1 AND call_id = $2', [blue, body.call_id])).toHaveLength(1);
    const text = await put(platform, Buffer.from('this is not audio at all, just words'), 'audio/mpeg');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toHaveProperty('file');
    expect((await put(platform, Buffer.alloc(0))).statusCode).toBe(400);
    expect((await put('f'.repeat(40), wav)).statusCode).toBe(401);
    // Too large: 413 in the catalogue's words.
    const huge = Buffer.concat([wav, Buffer.alloc(64 * 1024 * 1024)]);
    expect((await put(platform, huge)).statusCode).toBe(413);
    // The portal plays it.
    const played = await harness.get(`/api/v1/cdr/${stored.id}/recording/`, { token: admin });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/wav');
    expect(played.rawPayload.equals(wav)).toBe(true);
  });

  it('is described in the API document', () => {
    const doc = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8')) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/ingest/v1/calls/', '/ingest/v1/calls/{call_id}/recording/']));
  });
});

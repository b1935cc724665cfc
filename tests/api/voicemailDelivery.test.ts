import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Api } from './helpers/harness.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, messagesOf } from './helpers/records.ts';
import { smtpServer, type Received } from './helpers/smtpServer.ts';
import { issuePlatformToken } from '../../server/ingest/tokens.ts';
import type { ServerEvent } from '../../server/events/bus.ts';
import { MEDIA_MAX_BYTES } from '../../server/areas/media_file/limits.ts';
import { smsSender } from '../../server/notify/sms.ts';

const DELIVER = '/api/ingest/v1/voicemail/';
const BOXES = '/api/v3/voicemail/box/';
const MESSAGES = '/api/v3/voicemail/message/';

/** Real recordings (tests/fixtures/media: espeak-ng, then sox/ffmpeg) and a text file renamed .mp3. */
const fixture = (name: string) => readFileSync(new URL(`../fixtures/media/${name}`, import.meta.url));
const WAV = fixture('message.wav');
const MP3 = fixture('message.mp3');
const NOT_AUDIO = fixture('text-renamed.mp3');

type Box = { id: number; description: string; unread_count: number; total_count: number; notify_emails: string[]; notify_sms_numbers: string[]; version: number };
type Message = { id: number; box: number; caller: string; recorded_on: string; read: boolean; duration: number };

/** A multipart/form-data body as fetch writes it (Node's FormData), and its content type. */
async function form(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type?: string }) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) data.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return { payload: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

/** The Kannel smsbox's sendsms as the edge it is: each request's query kept, answered as Kannel answers. */
function fakeKannel(received: URLSearchParams[]): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/cgi-bin/sendsms') return res.writeHead(404).end();
    if (url.searchParams.get('username') !== 'switchboard' || url.searchParams.get('password') !== 'sms-secret') return res.writeHead(403).end('Authorization failed for sendsms');
    received.push(url.searchParams);
    res.writeHead(202, { 'content-type': 'text/plain' }).end('0: Accepted for delivery');
  });
}

const listen = (server: Server | NetServer) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
/** Closes at once: fetch keeps its connection to the gateway alive, which close() alone would wait for. */
const close = (server: Server) => new Promise<void>((resolve) => {
  server.close(() => resolve());
  server.closeAllConnections();
});

/** The MIME part of a raw message whose headers match `header`: its headers and its body, base64 decoded when so encoded. */
function mimePart(raw: string, header: RegExp): { headers: string; body: Buffer } | undefined {
  const boundary = /boundary="?([^";\n]+)"?/.exec(raw)?.[1];
  if (!boundary) return undefined;
  for (const part of raw.split(`--${boundary}`)) {
    const split = part.indexOf('\n\n');
    const headers = part.slice(0, split).replace(/\n[ \t]+/g, ' ');
    if (split < 0 || !header.test(headers)) continue;
    const body = part.slice(split + 2);
    return { headers, body: /base64/i.test(headers) ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(body) };
  }
  return undefined;
}

/** The text of a message (quoted-printable decoded). */
function textOf(raw: string): string {
  const part = mimePart(raw, /content-type: text\/plain/i);
  const body = part?.body.toString('latin1') ?? '';
  return /quoted-printable/i.test(part?.headers ?? '') ? Buffer.from(body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8') : body;
}

/**
 * Voicemail delivered by a platform (issue 18): stored in its box through the ingestion API,
 * then mailed (SMTP, recording attached, in the box's language) and texted (Kannel's sendsms)
 * by background jobs; refusals in the catalogue's words, never a 5xx.
 */
describe.each(databases())('voicemail delivered by a platform on $name', (kind) => {
  const harness = useSeededApp(kind);
  const mails: Received[] = [];
  const texts: URLSearchParams[] = [];
  // The relay turns the first message down once: the job tries again (runner.ts's retry).
  const smtp = smtpServer(mails, { refuse: 1 });
  const kannel = fakeKannel(texts);
  const events: ServerEvent[] = [];
  const saved = { ...process.env };
  let api: Api;
  let platform: string;
  let other: string;
  let admin: string;
  let billing: Box;

  /** Posts a delivery; `file` null sends none. */
  const deliver = async (fields: Record<string, string>, file: { bytes: Buffer; name: string } | null = { bytes: WAV, name: 'msg0001.wav' }, token = platform) => {
    const body = await form(fields, file ?? undefined);
    return api.request('POST', DELIVER, { body: body.payload, headers: { authorization: `Bearer ${token}`, 'content-type': body.type } });
  };
  const boxNamed = async (description: string) => {
    const res = await api.get(`${BOXES}?page_size=100`, { token: admin });
    return res.json<{ results: Box[] }>().results.find((b) => b.description === description)!;
  };
  const jobsOf = async (message: number) =>
    harness.db.query<{ state: string; attempts: number; payload: { channel: string; to: string } }>(
      `SELECT state, attempts, payload FROM jobs WHERE kind = 'voicemail.notify' AND (payload ->> 'message')::int = $1 ORDER BY id`,
      [message],
    );

  beforeAll(async () => {
    const [smtpPort, kannelPort] = await Promise.all([listen(smtp), listen(kannel)]);
    Object.assign(process.env, {
      // The runner looks for due jobs (the retry after a failure) often, so the test waits little.
      JOB_POLL_MS: '100',
      SMS_GATEWAY_URL: `http://127.0.0.1:${kannelPort}/cgi-bin/sendsms`,
      SMS_GATEWAY_USERNAME: 'switchboard',
      SMS_GATEWAY_PASSWORD: 'sms-secret',
    });
    api = await harness.newApp({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, mailFrom: 'Switchboard <no-reply@switchboard.example>', publicBaseUrl: 'https://portal.switchboard.example' });
    api.app.events.subscribe((event) => events.push(event));
    await api.app.jobs.start();
    const demo = await demoOf(harness);
    admin = demo.tokens.admin;
    platform = await issuePlatformToken(harness.db, demo.groups.acme, 'Asterisk voicemail');
    other = await issuePlatformToken(harness.db, demo.groups.blueHarbor, 'another group’s platform');
    // Billing is Alice's own box (extension 201, Dutch); one address and one SMS number, so each is one job.
    const box = await boxNamed('Billing');
    const put = await api.request('PUT', `${BOXES}${box.id}/`, { token: admin, body: { ...box, notify_emails: ['billing@acme-dental.example'], notify_sms_numbers: ['+32475998877'] } });
    expect(put.statusCode, put.body).toBe(200);
    billing = put.json<Box>();
  });
  afterAll(async () => {
    process.env = saved;
    await close(kannel);
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('stores the message in the box of extension 201, mails it in Dutch with the recording (after one refusal by the relay) and texts it', async () => {
    const res = await deliver({ extension: '201', caller: '0470 12 34 56', recorded_on: '2026-11-20T09:15:00+01:00', duration: '2' });
    expectAnswer(res, 'POST', DELIVER, 201);
    const { id } = res.json<{ id: number; box: number; created: boolean }>();
    expect(res.json()).toEqual({ id, box: billing.id, created: true });

    // In its box through the portal's own API, the counts following, and the portals told.
    const listed = await api.get(`${MESSAGES}?box=${billing.id}`, { token: admin });
    expect(listed.json<{ results: Message[] }>().results).toContainEqual(
      expect.objectContaining({ id, box: billing.id, caller: '+32470123456', recorded_on: '2026-11-20T08:15:00.000Z', read: false, duration: 2 }),
    );
    expect(await boxNamed('Billing')).toMatchObject({ unread_count: billing.unread_count + 1, total_count: billing.total_count + 1 });
    const played = await api.get(`${MESSAGES}${id}/audio/`, { token: admin });
    expect(played.headers['content-type']).toBe('audio/wav');
    expect(played.rawPayload.equals(WAV)).toBe(true);
    await vi.waitFor(() => expect(events).toContainEqual(expect.objectContaining({ type: 'voicemail_message.changed', groupId: expect.any(Number) })));

    // The mail: refused once by the relay, sent by the job's second attempt.
    const [mail] = await vi.waitFor(() => {
      expect(mails).toHaveLength(1);
      return mails;
    }, { timeout: 15_000, interval: 50 });
    expect(mail.to).toEqual(['RCPT TO:<billing@acme-dental.example>']);
    expect(mail.data).toMatch(/^Subject: Voicemail van \+32470123456 in Billing$/m);
    const text = textOf(mail.data);
    expect(text).toContain('Er is een nieuw voicemailbericht binnengekomen in de box Billing.');
    expect(text).toMatch(/Ontvangen: 20 nov 2026.* 09:15/);
    expect(text).toContain('Duur: 0:02');
    expect(text).toContain(`https://portal.switchboard.example/configuration/voicemail/messages-${billing.id}`);
    const attachment = mimePart(mail.data, /content-disposition: attachment/i);
    expect(attachment?.headers).toMatch(/filename="?voicemail_\+32470123456_2026-11-20\.wav/);
    expect(attachment?.headers).toMatch(/content-type: audio\/wav/i);
    expect(attachment?.body.equals(WAV)).toBe(true);

    // The SMS at the gateway, in the box's language.
    await vi.waitFor(() => expect(texts).toHaveLength(1), { timeout: 10_000, interval: 25 });
    expect(texts[0].get('to')).toBe('+32475998877');
    expect(texts[0].get('text')).toMatch(/^Switchboard: nieuwe voicemail in Billing van \+32470123456, 20 nov 2026.*09:15.*, 0:02\.$/);
    await vi.waitFor(async () => {
      const jobs = await jobsOf(id);
      expect(jobs.map((j) => [j.payload.channel, j.state, j.attempts])).toEqual([['email', 'succeeded', 2], ['sms', 'succeeded', 1]]);
    }, { timeout: 10_000, interval: 50 });

    // A retry of the same delivery (same box, caller, moment) stores and sends nothing again.
    const again = await deliver({ box: String(billing.id), caller: '+32470123456', recorded_on: '2026-11-20T08:15:00Z', duration: '2' }, { bytes: MP3, name: 'retry.mp3' });
    expectAnswer(again, 'POST', DELIVER, 200);
    expect(again.json()).toEqual({ id, box: billing.id, created: false });
    expect(await jobsOf(id)).toHaveLength(2);
    expect((await boxNamed('Billing')).total_count).toBe(billing.total_count + 1);
  });

  it('refuses without a platform token, or with a user’s session token (401), before reading the form', async () => {
    const body = await form({ extension: '201' });
    for (const authorization of [undefined, `Token ${admin}`, 'Bearer 0000000000000000000000000000000000000000']) {
      const res = await api.request('POST', DELIVER, { body: body.payload, headers: { 'content-type': body.type, ...(authorization ? { authorization } : {}) } });
      expect(res.statusCode, res.body).toBe(401);
    }
  });

  it('finds only the token’s group’s boxes: another group’s box is refused as one that does not exist', async () => {
    const valid = { caller: '+32470123456', recorded_on: '2026-11-21T10:00:00Z', duration: '3' };
    const res = await deliver({ box: String(billing.id), ...valid }, undefined, other);
    expectAnswer(res, 'POST', DELIVER, 400);
    expect(messagesOf(res, 'box')).toEqual([`Invalid pk "${billing.id}" - object does not exist.`]);
    const byExtension = await deliver({ extension: '201', ...valid }, undefined, other);
    expect(messagesOf(byExtension, 'extension')).toEqual(['Extension 201 has no voicemail box of its own: name the box by its id.']);
    expect((await boxNamed('Billing')).total_count).toBe(billing.total_count + 1);
  });

  it('refuses a recording that is no audio by its content, or too large, naming the field', async () => {
    const valid = { box: String(billing.id), caller: '+32470123456', recorded_on: '2026-11-21T11:00:00Z', duration: '3' };
    const renamed = await deliver(valid, { bytes: NOT_AUDIO, name: 'message.mp3' });
    expect(renamed.statusCode, renamed.body).toBe(400);
    expect(messagesOf(renamed, 'file')).toEqual(['Upload an audio file: WAV, MP3 or Ogg (Opus or Vorbis).']);
    const missing = await deliver(valid, null);
    expect(missing.statusCode).toBe(400);
    expect(messagesOf(missing, 'file')).toEqual(['This field is required.']);
    const large = await deliver(valid, { bytes: Buffer.concat([WAV, Buffer.alloc(MEDIA_MAX_BYTES)]), name: 'long.wav' });
    expectAnswer(large, 'POST', DELIVER, 413);
    expect(large.json()).toEqual({ detail: 'The audio file may be at most 15 MB.' });
    expect((await boxNamed('Billing')).total_count).toBe(billing.total_count + 1);
  });

  it('refuses malformed fields with the catalogue’s field errors, never a 5xx', async () => {
    const valid = { box: String(billing.id), caller: '+32470123456', recorded_on: '2026-11-21T12:00:00Z', duration: '3' };
    const cases: [Record<string, string>, string, string][] = [
      [{ ...valid, box: 'twelve' }, 'box', 'Enter a valid value.'],
      [{ ...valid, duration: '-1' }, 'duration', 'Ensure this value is greater than or equal to 0.'],
      // Text Ajv's coercion reads as an infinite number, past the limits it then skips.
      [{ ...valid, duration: '1e400' }, 'duration', 'Enter a valid value.'],
      [{ ...valid, box: 'Infinity' }, 'box', 'Enter a valid value.'],
      [{ ...valid, recorded_on: 'yesterday' }, 'recorded_on', 'Enter a valid date and time.'],
      [{ ...valid, recorded_on: '1999-01-01T00:00:00Z' }, 'recorded_on', 'Enter a date from when the group was created'],
      [{ ...valid, caller: '=HYPERLINK("x")' }, 'caller', 'Enter a valid phone number.'],
      [{ ...valid, colour: 'red' }, 'colour', 'This field is not allowed.'],
      [{ ...valid, extension: '201' }, 'extension', 'Name the voicemail box by its id or by its extension, not both.'],
      [{ caller: '+32470123456', recorded_on: valid.recorded_on, duration: '3' }, 'box', 'This field is required.'],
      [{ ...valid, caller: '' }, 'caller', 'This field may not be blank.'],
    ];
    for (const [fields, field, text] of cases) {
      const res = await deliver(fields);
      expect(res.statusCode, `${JSON.stringify(fields)}: ${res.body}`).toBe(400);
      expect(messagesOf(res, field).join(' '), JSON.stringify(fields)).toContain(text);
    }
    const json = await api.request('POST', DELIVER, { body: valid, headers: { authorization: `Bearer ${platform}` } });
    expect(json.statusCode, json.body).toBe(400);
    expect(messagesOf(json, 'file')).toEqual(['This field is required.']);
    const cut = await api.request('POST', DELIVER, { body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.wav"\r\n\r\nRIFF', headers: { authorization: `Bearer ${platform}`, 'content-type': 'multipart/form-data; boundary=x' } });
    expect(cut.statusCode, cut.body).toBe(400);
  });
});

describe('the SMS sender', () => {
  it('without a gateway sends nothing and says so in the log, naming the number', async () => {
    const lines: string[] = [];
    const log = { warn: (line: string) => lines.push(line) } as unknown as Parameters<typeof smsSender>[0];
    expect(await smsSender(log, {}).send({ to: '+32475998877', text: 'hello' })).toBe(false);
    expect(lines).toEqual(['SMS to +32475998877 not sent: no SMS gateway configured (set SMS_GATEWAY_URL)']);
  });

  it('sends text beyond Latin-1 as UCS-2, and fails when the gateway refuses', async () => {
    const received: URLSearchParams[] = [];
    const gateway = fakeKannel(received);
    const port = await listen(gateway);
    try {
      const env = { SMS_GATEWAY_URL: `http://127.0.0.1:${port}/cgi-bin/sendsms`, SMS_GATEWAY_USERNAME: 'switchboard', SMS_GATEWAY_PASSWORD: 'sms-secret' };
      const log = {} as Parameters<typeof smsSender>[0];
      expect(await smsSender(log, env).send({ to: '+32475998877', text: 'Boîte vocale' })).toBe(true);
      expect(await smsSender(log, env).send({ to: '+32475998877', text: 'Anruf von Łukasz' })).toBe(true);
      expect(received.map((q) => [q.get('text'), q.get('charset'), q.get('coding')])).toEqual([['Boîte vocale', 'UTF-8', null], ['Anruf von Łukasz', 'UTF-8', '2']]);
      await expect(smsSender(log, { ...env, SMS_GATEWAY_PASSWORD: 'wrong' }).send({ to: '+32475998877', text: 'x' })).rejects.toThrow(/HTTP 403 Authorization failed/);
    } finally {
      await close(gateway);
    }
  });
});

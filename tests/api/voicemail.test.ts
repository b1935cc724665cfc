import { describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';

const BOXES = '/api/v3/voicemail/box/';
const MESSAGES = '/api/v3/voicemail/message/';

type Box = { id: number; description: string; unread_count: number; total_count: number; is_shared: boolean; owners: number[]; version: number };
type Message = { id: number; box: number; caller: string; recorded_on: string; read: boolean; duration: number };
type Page<T> = { count: number; results: T[] };

/** Voicemail boxes and their messages (configuration-areas §5, §6, §8). */
describe.each(databases())('voicemail on %s', (kind) => {
  const api = useSeededApp(kind);

  async function boxes(token: string): Promise<Box[]> {
    const res = await api.get(`${BOXES}?page_size=100`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page<Box>>().results;
  }
  const boxNamed = async (token: string, description: string) => (await boxes(token)).find((b) => b.description === description)!;
  async function messagesOf(token: string, box: number, query = ''): Promise<Page<Message>> {
    const res = await api.get(`${MESSAGES}?box=${box}&page_size=100${query}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page<Message>>();
  }

  it('keeps each box’s unread and total counts from its messages; a client cannot set them', async () => {
    const token = await api.signIn('admin');
    const reception = await boxNamed(token, 'Reception');
    const { results } = await messagesOf(token, reception.id);
    expect(reception.total_count).toBe(results.length);
    expect(reception.unread_count).toBe(results.filter((m) => !m.read).length);
    expect(reception.unread_count).toBeGreaterThan(0);
    const created = await api.request('POST', BOXES, { token, body: { description: 'Night line', unread_count: 99, total_count: 99 } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ unread_count: 0, total_count: 0 });
    const put = await api.request('PUT', `${BOXES}${reception.id}/`, { token, body: { ...reception, description: 'Reception desk', unread_count: 0 } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ description: 'Reception desk', unread_count: reception.unread_count, total_count: reception.total_count });
    await api.request('PUT', `${BOXES}${reception.id}/`, { token, body: { ...put.json<Box>(), description: 'Reception' } });
  });

  it('checks every notify e-mail and SMS number, naming the field', async () => {
    const token = await api.signIn('admin');
    const res = await api.request('POST', BOXES, { token, body: { description: 'Bad notify', notify_emails: ['ok@example.com', 'not-an-email'], notify_sms_numbers: ['12ab'] } });
    expect(res.statusCode).toBe(400);
    const body = res.json<Record<string, unknown>>();
    expect(JSON.stringify(body)).toMatch(/notify_emails/);
    expect(JSON.stringify(body)).toMatch(/notify_sms_numbers/);
  });

  it('lists, filters and plays messages, with the recording’s type, and downloads under a safe name', async () => {
    const token = await api.signIn('admin');
    const reception = await boxNamed(token, 'Reception');
    const unread = await messagesOf(token, reception.id, '&read=false');
    expect(unread.results.every((m) => !m.read && m.box === reception.id)).toBe(true);
    const message = unread.results[0];
    const play = await api.get(`${MESSAGES}${message.id}/audio/`, { token });
    expect(play.statusCode).toBe(200);
    expect(play.headers['content-type']).toBe('audio/ogg');
    expect(play.rawPayload.subarray(0, 4).toString('latin1')).toBe('OggS');
    expect(play.headers['content-disposition']).toMatch(/^inline;/);
    const saved = await api.get(`${MESSAGES}${message.id}/audio/?download=true`, { token });
    expect(saved.headers['content-disposition']).toMatch(/^attachment; filename="voicemail_\+\d+_\d{4}-\d\d-\d\d\.ogg"/);
    expect((await api.get(`${MESSAGES}${message.id}/audio/?download=maybe`, { token })).statusCode).toBe(400);
  });

  it('marks a message read and unread, the box’s unread count following', async () => {
    const token = await api.signIn('admin');
    const box = await boxNamed(token, 'Reception');
    const message = (await messagesOf(token, box.id, '&read=false')).results[0];
    const read = await api.request('PUT', `${MESSAGES}${message.id}/read/`, { token, body: { read: true } });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id: message.id, read: true });
    expect((await boxNamed(token, 'Reception')).unread_count).toBe(box.unread_count - 1);
    await api.request('PUT', `${MESSAGES}${message.id}/read/`, { token, body: { read: false } });
    expect((await boxNamed(token, 'Reception')).unread_count).toBe(box.unread_count);
    expect((await api.request('PUT', `${MESSAGES}${message.id}/read/`, { token, body: { read: 'yes' } })).statusCode).toBe(400);
  });

  it('refuses to delete a box that holds messages, then deletes it once its messages are gone', async () => {
    const token = await api.signIn('admin');
    const box = await boxNamed(token, 'Billing');
    const refused = await api.request('DELETE', `${BOXES}${box.id}/`, { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('This voicemail box still holds messages and cannot be deleted.');
    for (const message of (await messagesOf(token, box.id)).results) {
      const gone = await api.request('DELETE', `${MESSAGES}${message.id}/`, { token });
      expect(gone.statusCode).toBe(204);
      expect((await api.get(`${MESSAGES}${message.id}/audio/`, { token })).statusCode).toBe(404);
    }
    expect((await boxNamed(token, 'Billing')).total_count).toBe(0);
    expect((await api.request('DELETE', `${BOXES}${box.id}/`, { token })).statusCode).toBe(204);
  });

  it('refuses to delete a box a device or a call flow sends callers to, naming them', async () => {
    const token = await api.signIn('admin');
    const box = (await api.request('POST', BOXES, { token, body: { description: 'After hours' } })).json<Box>();
    const device = await api.request('POST', '/api/v1/devices/', {
      token,
      body: { description: 'Lobby phone', type: 'desk_phone', mac_address: '00:04:f2:aa:bb:77', voicemail_box: box.id },
    });
    expect(device.statusCode, device.body).toBe(201);
    const byDevice = await api.request('DELETE', `${BOXES}${box.id}/`, { token });
    expect(byDevice.statusCode).toBe(409);
    expect(byDevice.json().detail).toBe('This voicemail box is used in call flows or by devices and cannot be deleted.');
    expect(JSON.stringify(byDevice.json().used_by)).toContain('Lobby phone');
    expect((await api.request('DELETE', `/api/v1/devices/${device.json().id}/`, { token })).statusCode).toBe(204);

    const flow = await api.request('POST', '/api/v1/call_flow/', {
      token,
      body: { description: 'Evening routing', draft: true, diagram: { nodes: [{ id: 'vm', type: 'voicemail', data: { box: box.id } }], edges: [] } },
    });
    expect(flow.statusCode, flow.body).toBe(201);
    const byFlow = await api.request('DELETE', `${BOXES}${box.id}/`, { token });
    expect(byFlow.statusCode).toBe(409);
    expect(byFlow.json().used_by).toEqual([{ resource: 'call_flow', field: 'references', items: [{ id: flow.json().id, label: 'Evening routing' }] }]);
    expect((await api.request('DELETE', `/api/v1/call_flow/${flow.json().id}/`, { token })).statusCode).toBe(204);
    expect((await api.request('DELETE', `${BOXES}${box.id}/`, { token })).statusCode).toBe(204);
  });

  it('shows a plain user only the messages of their own and shared boxes', async () => {
    const admin = await api.signIn('admin');
    const user = await api.signIn('user');
    const seen = (await boxes(user)).map((b) => b.description);
    expect(seen).toContain('Umar User');
    expect(seen).toContain('Reception');
    expect(seen).not.toContain('Dr. Bram Peeters');
    const hidden = await boxNamed(admin, 'Dr. Bram Peeters');
    const hiddenMessage = (await messagesOf(admin, hidden.id)).results[0];
    expect(hiddenMessage).toBeDefined();

    const all = await api.get(`${MESSAGES}?page_size=100`, { token: user });
    const visible = new Set((await boxes(user)).map((b) => b.id));
    expect(all.json<Page<Message>>().results.every((m) => visible.has(m.box))).toBe(true);
    expect((await messagesOf(user, hidden.id)).count).toBe(0);
    for (const [method, url, body] of [
      ['GET', `${MESSAGES}${hiddenMessage.id}/`, undefined],
      ['GET', `${MESSAGES}${hiddenMessage.id}/audio/`, undefined],
      ['PUT', `${MESSAGES}${hiddenMessage.id}/read/`, { read: true }],
      ['DELETE', `${MESSAGES}${hiddenMessage.id}/`, undefined],
    ] as const) {
      expect((await api.request(method, url, { token: user, body })).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await api.get(`${MESSAGES}${hiddenMessage.id}/`, { token: admin })).statusCode).toBe(200);

    const shared = await boxNamed(user, 'Reception');
    const inShared = (await messagesOf(user, shared.id)).results[0];
    expect((await api.get(`${MESSAGES}${inShared.id}/audio/`, { token: user })).statusCode).toBe(200);
    expect((await api.request('DELETE', `${MESSAGES}${inShared.id}/`, { token: user })).statusCode).toBe(403);
    expect((await api.get(`${MESSAGES}${inShared.id}/`, { token: user })).statusCode).toBe(200);

    const own = await boxNamed(user, 'Umar User');
    const mine = (await messagesOf(user, own.id)).results[0];
    expect((await api.get(`${MESSAGES}${mine.id}/audio/`, { token: user })).statusCode).toBe(200);
    expect((await api.request('PUT', `${MESSAGES}${mine.id}/read/`, { token: user, body: { read: true } })).statusCode).toBe(200);
    expect((await api.request('DELETE', `${MESSAGES}${mine.id}/`, { token: user })).statusCode).toBe(204);
  });

  it('keeps groups apart: another group’s messages are not found', async () => {
    const admin = await api.signIn('admin');
    const reseller = await api.signIn('reseller');
    const reception = await boxNamed(admin, 'Reception');
    const message = (await messagesOf(admin, reception.id)).results[0];
    expect((await messagesOf(reseller, reception.id)).count).toBe(0);
    expect((await api.get(`${MESSAGES}${message.id}/`, { token: reseller })).statusCode).toBe(404);
    expect((await api.get(`${MESSAGES}${message.id}/audio/`, { token: reseller })).statusCode).toBe(404);
    expect((await api.request('DELETE', `${MESSAGES}${message.id}/`, { token: reseller })).statusCode).toBe(404);
    expect((await api.get(`${MESSAGES}${message.id}/`, { token: admin })).statusCode).toBe(200);
  });

  it('answers malformed list parameters with 400, never 5xx', async () => {
    const token = await api.signIn('admin');
    expect((await api.get(`${MESSAGES}?ordering=nope`, { token })).statusCode).toBe(400);
    expect((await api.get(`${MESSAGES}?read=perhaps`, { token })).statusCode).toBe(400);
    expect((await api.get(`${MESSAGES}?box=abc`, { token })).json()).toEqual({ count: 0, results: [] });
    expect((await api.get(`${MESSAGES}?ordering=-duration&search=%2B32`, { token })).statusCode).toBe(200);
  });
});

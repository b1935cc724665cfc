import { describe, expect, it } from 'vitest';
import { databases, useSeededApp } from '../helpers/harness.ts';
import { expectDocumented } from '../helpers/document.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';

const FEEDBACK = '/api/v1/feedback/';
const MESSAGE = { requester: 'Umar User', subject: 'Call history', description: 'Could the call history show the caller’s name too?' };

describe.each(databases())('feedback on $name', (kind) => {
  const api = useSeededApp(kind, { feedbackPerUser: 3 });

  it('keeps the message with who sent it and for which group', async () => {
    const token = await api.signIn('user');
    const res = await api.post(FEEDBACK, { token, body: MESSAGE });
    expect(res.statusCode, res.body).toBe(201);
    expectDocumented('POST', FEEDBACK, 201, res.json());
    expect(res.json()).toMatchObject(MESSAGE);
    const [row] = await api.db.query<Record<string, unknown>>(
      `SELECT f.requester, f.subject, f.description, u.username, g.description AS group_name
         FROM feedback f JOIN users u ON u.id = f.user_id JOIN groups g ON g.id = f.group_id WHERE f.id = $1`,
      [res.json().id],
    );
    expect(row).toEqual({ ...MESSAGE, username: 'user', group_name: 'Acme Dental' });
  });

  it('refuses an empty message field by field, and does not count it', async () => {
    const token = await api.signIn('admin');
    const res = await api.post(FEEDBACK, { token, body: { requester: 'Alice Admin', subject: '', description: '' } });
    expect(res.statusCode).toBe(400);
    expectDocumented('POST', FEEDBACK, 400, res.json());
    expect(res.json()).toEqual({ subject: [serverText('blank')], description: [serverText('blank')] });
    for (let i = 0; i < 3; i++) expect((await api.post(FEEDBACK, { token, body: MESSAGE })).statusCode).toBe(201);
  });

  it('limits how many messages one user sends, whatever the session', async () => {
    const res = await api.post(FEEDBACK, { token: await api.signIn('admin'), body: MESSAGE });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ detail: serverText('throttled') });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expectDocumented('POST', FEEDBACK, 429, res.json());
    // Others are not held back.
    expect((await api.post(FEEDBACK, { token: await api.signIn('reseller'), body: MESSAGE })).statusCode).toBe(201);
  });

  it('needs a signed-in user', async () => {
    expect((await api.post(FEEDBACK, { body: MESSAGE })).statusCode).toBe(401);
  });
});

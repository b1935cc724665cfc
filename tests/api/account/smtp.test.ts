import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databases, useSeededApp } from '../helpers/harness.ts';
import { outbox, tempDataDir } from '../helpers/outbox.ts';
import { smtpServer, type Received } from '../helpers/smtpServer.ts';

/** Within the port range these tests may use. */
const SMTP_PORT = 18525;

describe.each(databases())('password reset mail over SMTP on $name', (kind) => {
  const received: Received[] = [];
  const server = smtpServer(received);
  const dataDir = tempDataDir();
  const api = useSeededApp(kind, {
    dataDir,
    smtpUrl: `smtp://127.0.0.1:${SMTP_PORT}`,
    mailFrom: 'Switchboard <no-reply@switchboard.example>',
    publicBaseUrl: 'https://portal.switchboard.example',
  });

  beforeAll(() => new Promise<void>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('hands the message to the SMTP server instead of the outbox', async () => {
    const res = await api.post('/api/v1/request_reset_password/', { body: { email: 'reseller@example.com' } });
    expect(res.statusCode).toBe(204);
    const [mail] = await vi.waitFor(
      () => {
        if (!received.length) throw new Error('nothing received yet');
        return received;
      },
      { timeout: 10_000, interval: 25 },
    );
    expect(mail.from).toContain('<no-reply@switchboard.example>');
    expect(mail.to).toEqual(['RCPT TO:<reseller@example.com>']);
    expect(mail.data).toMatch(/^Subject: Reset your Switchboard password$/m);
    expect(mail.data.replace(/=\n/g, '').replace(/=3D/g, '=')).toMatch(/https:\/\/portal\.switchboard\.example\/reset_password\?token=[A-Za-z0-9_-]{43}/);
    expect(outbox(dataDir)).toEqual([]);
  });
});

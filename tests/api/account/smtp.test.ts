import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databases, useSeededApp } from '../helpers/harness.ts';
import { outbox, tempDataDir } from '../helpers/outbox.ts';

/** Within the port range these tests may use. */
const SMTP_PORT = 18525;

interface Received {
  from: string;
  to: string[];
  data: string;
}

/**
 * Just enough of an SMTP server (RFC 5321, no TLS, no auth) to see what the mailer hands over:
 * a real socket conversation, as with a relay, rather than a stubbed transport.
 */
function smtpServer(received: Received[]): Server {
  return createServer((socket) => {
    let buffer = '';
    let current: Received = { from: '', to: [], data: '' };
    let inData = false;
    socket.setEncoding('utf8');
    socket.write('220 test.smtp ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 2.0.0 queued\r\n');
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(line);
        if (verb === 'DATA') inData = true;
        if (verb === 'QUIT') socket.end('221 2.0.0 bye\r\n');
        else socket.write(verb === 'DATA' ? '354 go ahead\r\n' : '250 ok\r\n');
      }
    });
  });
}

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

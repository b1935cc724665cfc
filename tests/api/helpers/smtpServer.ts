import { createServer, type Server } from 'node:net';

export interface Received {
  from: string;
  to: string[];
  /** The message as sent after DATA, dot-unstuffed, lines joined with \n. */
  data: string;
}

/**
 * Just enough of an SMTP server (RFC 5321, no TLS, no auth) to see what the mailer hands over:
 * a real socket conversation, as with a relay, rather than a stubbed transport. The first
 * `refuse` messages are turned down after their data with a temporary failure (451), as a relay
 * that is short of room does, so that a test sees the sender try again.
 */
export function smtpServer(received: Received[], options: { refuse?: number } = {}): Server {
  let refuse = options.refuse ?? 0;
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
            if (refuse > 0) {
              refuse--;
              socket.write('451 4.3.0 try again later\r\n');
            } else {
              received.push(current);
              socket.write('250 2.0.0 queued\r\n');
            }
            current = { from: '', to: [], data: '' };
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

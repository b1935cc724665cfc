import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { vi } from 'vitest';
import { isPartialMessage } from '../../../server/account/mail.ts';

/** A data directory of its own, so that the mail a test causes lands in an outbox of its own. */
export const tempDataDir = () => mkdtempSync(join(tmpdir(), 'switchboard-account-'));

export interface OutboxMessage {
  file: string;
  headers: Record<string, string>;
  /** The text, quoted-printable decoded. */
  text: string;
}

/** RFC 2045 quoted-printable: soft line breaks go, =XX becomes its byte. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parse(file: string): OutboxMessage {
  const raw = readFileSync(file, 'utf8');
  const split = raw.indexOf('\n\n');
  const headers: Record<string, string> = {};
  for (const line of raw.slice(0, split).replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw.slice(split + 2);
  return { file, headers, text: /quoted-printable/i.test(headers['content-transfer-encoding'] ?? '') ? decodeQuotedPrintable(body) : body };
}

export function outbox(dataDir: string): OutboxMessage[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  // A message still being written has a temporary name until it is renamed, whole, to .eml.
  return readdirSync(dir).filter((f) => !isPartialMessage(f)).sort().map((f) => parse(join(dir, f)));
}

/** Mail is written after the answer: waits until the outbox holds `count` messages. */
export async function waitForOutbox(dataDir: string, count: number): Promise<OutboxMessage[]> {
  return vi.waitFor(
    () => {
      const messages = outbox(dataDir);
      if (messages.length < count) throw new Error(`${messages.length} of ${count} messages in the outbox`);
      return messages;
    },
    { timeout: 10_000, interval: 25 },
  );
}

/** The reset token of a message's link. */
export function resetTokenOf(message: OutboxMessage): string {
  const match = /\/reset_password\?token=([A-Za-z0-9_-]+)/.exec(message.text);
  if (!match) throw new Error(`no reset link in ${message.file}`);
  return match[1];
}

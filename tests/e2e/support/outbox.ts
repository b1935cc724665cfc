import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** RFC 2045 quoted-printable: soft line breaks go, =XX becomes its byte. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function messages(dataDir: string): { to: string; text: string }[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const raw = readFileSync(join(dir, f), 'utf8');
      const split = raw.indexOf('\n\n');
      const head = raw.slice(0, split);
      const to = /^to:\s*(.+)$/im.exec(head)?.[1] ?? '';
      const body = raw.slice(split + 2);
      return { to, text: /quoted-printable/i.test(head) ? decodeQuotedPrintable(body) : body };
    });
}

/**
 * The reset link of the newest message to `email` once there are more than `before` for it:
 * the server writes mail to DATA_DIR/outbox/ when no SMTP server is configured.
 */
export async function waitForResetLink(dataDir: string, email: string, before: number): Promise<string> {
  let link = '';
  await expect
    .poll(() => {
      const mine = messages(dataDir).filter((m) => m.to.includes(email));
      if (mine.length <= before) return '';
      link = /https?:\/\/\S+\/reset_password\?token=[A-Za-z0-9_-]+/.exec(mine.at(-1)!.text)?.[0] ?? '';
      return link;
    }, { timeout: 15_000 })
    .not.toBe('');
  return link;
}

export function countMessagesTo(dataDir: string, email: string): number {
  return messages(dataDir).filter((m) => m.to.includes(email)).length;
}

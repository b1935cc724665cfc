import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the text (a voicemail message's recording), as nodemailer takes them. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  /** Resolves once the message is handed to the SMTP server, or written to the outbox. */
  send(mail: Mail): Promise<void>;
}

export const outboxDir = (config: Config) => join(config.dataDir, 'outbox');

/** Names a message has while it is being written: hidden, and not .eml, so no reader takes it. */
export const isPartialMessage = (name: string) => name.startsWith('.') || !name.endsWith('.eml');

/**
 * Writes under a temporary name in the same folder, then renames: a rename within one file
 * system is atomic, so a reader (a test, a person, a mail program) sees the whole message or
 * none of it, never a half-written one.
 */
async function writeAtomically(file: string, bytes: Buffer) {
  const temporary = join(dirname(file), `.${basename(file)}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    // The message holds a reset link: readable by the server's own user only.
    await writeFile(temporary, bytes, { mode: 0o600 });
    await rename(temporary, file);
  } catch (err) {
    await rm(temporary, { force: true });
    throw err;
  }
}

/**
 * SMTP when SMTP_URL is set. Otherwise every message is composed exactly as it would be sent
 * and written as an RFC 822 .eml file into DATA_DIR/outbox/, so that a machine without a mail
 * server (development, tests, a first trial) still gets every reset link, readable by any
 * mail program.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        const info = await transport.sendMail({ from: config.mailFrom, ...mail });
        log.info({ messageId: info.messageId }, 'mail sent');
      },
    };
  }
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await composer.sendMail({ from: config.mailFrom, ...mail });
      const dir = outboxDir(config);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = join(dir, name);
      await writeAtomically(file, info.message as Buffer);
      log.info({ file }, 'mail written to the outbox');
      // The default log level is warn; whoever runs the server must still learn where mail goes.
      if (config.logLevel !== 'silent') console.log(`Mail to ${mail.to} written to ${file}`);
    },
  };
}

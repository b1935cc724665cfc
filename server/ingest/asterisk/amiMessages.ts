/**
 * The Asterisk Manager Interface's wire format (main/manager.c): after a one-line greeting
 * (`Asterisk Call Manager/<version>`), every message, an action, a response or an event, is
 * `Key: Value` lines ended by CRLF, and a blank line ends the message.
 */
export type AmiMessage = Record<string, string>;

/** A message longer than this is no AMI message (the longest events, with channel variables, are a few KB). */
const MAX_MESSAGE = 256 * 1024;

/** Reads AMI messages from a TCP stream's chunks, in order, whatever the chunks' boundaries. */
export class AmiReader {
  private buffer = '';
  private greeted = false;
  /** The greeting line, once read: `Asterisk Call Manager/13.0.0`. */
  greeting: string | undefined;

  /** The messages completed by `chunk`; throws when the peer speaks no AMI. */
  push(chunk: string): AmiMessage[] {
    this.buffer += chunk;
    const messages: AmiMessage[] = [];
    if (!this.greeted) {
      const end = this.buffer.indexOf('\r\n');
      if (end < 0) return this.guard(messages);
      this.greeting = this.buffer.slice(0, end);
      if (!/^Asterisk Call Manager\/\S+$/.test(this.greeting)) throw new Error(`not an Asterisk manager interface: ${JSON.stringify(this.greeting.slice(0, 80))}`);
      this.buffer = this.buffer.slice(end + 2);
      this.greeted = true;
    }
    for (let end = this.buffer.indexOf('\r\n\r\n'); end >= 0; end = this.buffer.indexOf('\r\n\r\n')) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 4);
      const message: AmiMessage = {};
      for (const line of block.split('\r\n')) {
        const colon = line.indexOf(':');
        if (colon <= 0) continue;
        const key = line.slice(0, colon).trim();
        // A repeated key (ChanVariable) keeps its first value: the fields read here are not repeated.
        if (!(key in message)) message[key] = line.slice(colon + 1).trim();
      }
      if (Object.keys(message).length > 0) messages.push(message);
    }
    return this.guard(messages);
  }

  private guard(messages: AmiMessage[]) {
    if (this.buffer.length > MAX_MESSAGE) throw new Error('an AMI message longer than 256 KB');
    return messages;
  }
}

/** An action as the manager interface reads it; values lose any line break (one would start a new header). */
export function actionText(fields: Record<string, string>): string {
  return Object.entries(fields).map(([key, value]) => `${key}: ${value.replace(/[\r\n]+/g, ' ')}\r\n`).join('') + '\r\n';
}

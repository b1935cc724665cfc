import type { FastifyBaseLogger } from 'fastify';

/** One text message to one number (E.164). */
export interface Sms {
  to: string;
  text: string;
}

/**
 * Sends the notifications' text messages. Resolves true once the gateway has accepted the
 * message, false when there is no gateway (and the log says so); rejects when the gateway
 * fails, so that the job sending it is retried.
 */
export interface SmsSender {
  send(sms: Sms): Promise<boolean>;
}

/** How long one call to the gateway may take before the attempt counts as failed. */
const GATEWAY_TIMEOUT_MS = 15_000;

export interface KannelSettings {
  /** The smsbox's sendsms address, e.g. http://127.0.0.1:13013/cgi-bin/sendsms. */
  url: string;
  /** A `sendsms-user` group of the Kannel configuration. */
  username: string;
  password: string;
  /** The sender shown to the recipient, when the operator lets us set it. */
  from?: string;
}

/**
 * Kannel's HTTP sendsms interface (the Kannel user guide, "Using the HTTP interface to send SMS
 * messages"): a GET with username, password, to and text. Kannel answers 202 "0: Accepted for
 * delivery" (200 "Sent." in older versions); anything else is a failure. Text beyond Latin-1
 * (a French or Dutch accent is within it, a name in another script is not) is sent as UCS-2
 * (coding=2), the rest as the default 7-bit alphabet, converted by Kannel from UTF-8.
 * Other gateways (Jasmin, PlaySMS, most operators' HTTP APIs) offer a Kannel-compatible
 * sendsms address for this reason.
 */
export function kannelSender(settings: KannelSettings): SmsSender {
  return {
    async send({ to, text }) {
      const query = new URLSearchParams({ username: settings.username, password: settings.password, to, text, charset: 'UTF-8' });
      if (settings.from) query.set('from', settings.from);
      if ([...text].some((c) => c.codePointAt(0)! > 0xff)) query.set('coding', '2');
      const url = new URL(settings.url);
      for (const [key, value] of query) url.searchParams.set(key, value);
      const res = await fetch(url, { signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) });
      const body = (await res.text()).trim().slice(0, 200);
      // The gateway's answer names no secret of ours; it tells the operator why a message failed.
      if (!res.ok) throw new Error(`the SMS gateway refused the message to ${to}: HTTP ${res.status} ${body}`);
      return true;
    },
  };
}

/**
 * The sender the environment configures: Kannel's sendsms at SMS_GATEWAY_URL with
 * SMS_GATEWAY_USERNAME and SMS_GATEWAY_PASSWORD (and SMS_FROM, optional). Without a gateway,
 * nothing is sent and each message says so in the log, so that an operator who filled in SMS
 * numbers learns why none arrive. Read at each use, as the summariser's address is: a gateway
 * set up later needs no restart of the jobs already queued.
 */
export function smsSender(log: FastifyBaseLogger, env: NodeJS.ProcessEnv = process.env): SmsSender {
  const url = env.SMS_GATEWAY_URL?.trim();
  if (!url) {
    return {
      async send({ to }) {
        log.warn(`SMS to ${to} not sent: no SMS gateway configured (set SMS_GATEWAY_URL)`);
        return false;
      },
    };
  }
  return kannelSender({ url, username: env.SMS_GATEWAY_USERNAME ?? '', password: env.SMS_GATEWAY_PASSWORD ?? '', from: env.SMS_FROM?.trim() || undefined });
}

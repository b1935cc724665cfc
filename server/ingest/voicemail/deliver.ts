import { defineJobKind } from '../../jobs/kinds.ts';
import { readMessageAudio } from '../../areas/voicemail_message/audioStore.ts';
import { smsSender } from '../../notify/sms.ts';
import { boxReader, voicemailMail, voicemailSms, type Delivered } from './notification.ts';

export const NOTIFY_JOB = 'voicemail.notify';

export type NotifyChannel = 'email' | 'sms';

declare module '../../jobs/kinds.ts' {
  interface JobPayloads {
    /** One notification of one message to one recipient: a retry sends only what failed. */
    'voicemail.notify': { message: number; channel: NotifyChannel; to: string };
  }
}

/** An SMTP server or SMS gateway that is down gets a few more chances (2, 4, 8 s later, runner.ts), then the job fails. */
export const NOTIFY_ATTEMPTS = 4;

/**
 * Tells one recipient of a box about one message: by mail (the recording attached) or by SMS.
 * Nothing is sent when the message was deleted meanwhile, or when the recipient was taken off
 * the box's list: the box as it is now decides who hears of it.
 */
defineJobKind(NOTIFY_JOB, {
  permission: 'voicemail',
  maxAttempts: NOTIFY_ATTEMPTS,
  async run({ payload, db, app }) {
    const rows = await db.query<{ box: number; data: Delivered }>('SELECT box_id AS box, data FROM res_voicemail_message WHERE id = $1', [payload.message]);
    const message = rows[0];
    const reader = message && (await boxReader(db, message.box));
    if (!message || !reader) return { sent: false, reason: 'message deleted' };
    const listed = payload.channel === 'email' ? reader.notifyEmails : reader.notifySms;
    if (!listed.includes(payload.to)) return { sent: false, reason: 'recipient removed from the box' };
    if (payload.channel === 'sms') {
      const sent = await smsSender(app.log).send({ to: payload.to, text: voicemailSms(reader, message.data) });
      return { sent, ...(sent ? {} : { reason: 'no SMS gateway configured' }) };
    }
    const link = `${app.config.publicBaseUrl}/configuration/voicemail/messages-${message.box}`;
    await app.mailer.send(voicemailMail(payload.to, reader, message.data, await readMessageAudio(db, payload.message), link));
    return { sent: true };
  },
});

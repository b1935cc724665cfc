import type { Queryable } from '../../db/index.ts';
import type { Mail } from '../../account/mail.ts';
import { mailTexts } from '../../account/mailTexts.ts';
import { offeredLanguage } from '../../i18n/language.ts';
import { zoneOfCountry } from '../../areas/device/provisioning/timezone.ts';
import type { Language } from '../../../core/domain/formats.ts';
import { voicemailFileName } from '../../../core/voicemail/fileName.ts';

/** A box as its notifications need it: who is told, and in which language and clock. */
export interface BoxReader {
  id: number;
  description: string;
  notifyEmails: string[];
  notifySms: string[];
  language: Language;
  /** IANA zone the time is shown in: the first owner's site's, UTC without one. */
  zone: string;
}

/**
 * A box's reader. A box has no language of its own: its first owner (the person it belongs to, or
 * the first of a shared box's owners) reads it, in their extension's language and at their site's
 * clock; a box without owners is told in English, in UTC.
 */
export async function boxReader(db: Queryable, boxId: number): Promise<BoxReader | undefined> {
  const rows = await db.query<{ data: Record<string, unknown>; language: string | null; country: string | null }>(
    `SELECT b.data, e.data ->> 'language' AS language, s.data ->> 'country_code' AS country
       FROM res_voicemail_box b
       LEFT JOIN res_extension e ON e.id = (b.data -> 'owners' ->> 0)::int
       LEFT JOIN res_site s ON s.id = (e.data ->> 'site')::int
      WHERE b.id = $1`,
    [boxId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: boxId,
    description: String(row.data.description ?? ''),
    notifyEmails: (row.data.notify_emails as string[] | undefined) ?? [],
    notifySms: (row.data.notify_sms_numbers as string[] | undefined) ?? [],
    language: offeredLanguage(row.language),
    zone: row.country ? zoneOfCountry(row.country).name : 'UTC',
  };
}

/** A message as it is told. */
export interface Delivered {
  caller: string;
  recorded_on: string;
  duration: number;
}

/** 65 seconds as 1:05, the way a phone's display and a media player show a length. */
const length = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The texts of one notification in the reader's language: caller (or withheld), the reader's clock, the length. */
function texts(reader: BoxReader, message: Delivered) {
  const recordedOn = new Intl.DateTimeFormat(reader.language, {
    year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: reader.zone, timeZoneName: 'short',
  }).format(new Date(message.recorded_on));
  const withheld = mailTexts(reader.language, 'voicemail_message', {}).withheld;
  return mailTexts(reader.language, 'voicemail_message', {
    box: reader.description,
    caller: message.caller || withheld,
    recorded_on: recordedOn,
    duration: length(message.duration),
  });
}

/** The mail to one notify address: what came, and the recording attached under the portal's download name. */
export function voicemailMail(
  to: string,
  reader: BoxReader,
  message: Delivered,
  audio: { contentType: string; audio: Buffer } | undefined,
  link: string,
): Mail {
  const t = texts(reader, message);
  return {
    to,
    subject: t.subject,
    text: [t.greeting, '', t.intro, '', t.caller, t.recorded_on, t.duration, '', t.attached, link, '', t.signature, ''].join('\n'),
    attachments: audio ? [{ filename: voicemailFileName(message, audio.contentType), content: audio.audio, contentType: audio.contentType }] : [],
  };
}

/** The text message to one SMS number: one line, no link (a phone number reads no portal session). */
export function voicemailSms(reader: BoxReader, message: Delivered): string {
  return texts(reader, message).sms;
}

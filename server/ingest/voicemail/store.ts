import type { FastifyInstance } from 'fastify';
import { insertRecord } from '../../resources/records.ts';
import { insertJob } from '../../jobs/store.ts';
import { JOB_QUEUED } from '../../jobs/runner.ts';
import { writeMessageAudio } from '../../areas/voicemail_message/audioStore.ts';
import { refreshCounts } from '../../areas/voicemail_message/boxes.ts';
import { fieldError } from '../groupFacts.ts';
import { NOTIFY_ATTEMPTS, NOTIFY_JOB, type NotifyChannel } from './deliver.ts';

/** Told to the group's portals when a box got a message: a page showing boxes or messages reads them again. */
export const VOICEMAIL_CHANGED = 'voicemail_message.changed';

export interface NewMessage {
  box: number;
  /** As stored: E.164, an extension's digits, or empty when withheld. */
  caller: string;
  /** In UTC (toISOString), so that a retry with another offset finds the same message. */
  recorded_on: string;
  duration: number;
  audio: { contentType: string; bytes: Buffer };
}

/**
 * Stores a delivered message in one transaction: the message, its recording, its box's counts
 * and one notify job per notify e-mail and SMS number of the box. The box stays locked meanwhile,
 * so two posts of the same message (a platform's retry racing the first) store it once; the jobs
 * are committed with the message, so no message is stored untold and no job names a message that
 * was not stored. Then the runners and the group's portals are told.
 */
export async function storeDelivered(app: FastifyInstance, groupId: number, message: NewMessage): Promise<{ id: number; created: boolean }> {
  const model = app.resources.model('voicemail_message');
  const result = await app.db.transaction(async (tx) => {
    const [box] = await tx.query<{ data: { notify_emails?: string[]; notify_sms_numbers?: string[] } }>(
      'SELECT data FROM res_voicemail_box WHERE id = $1 AND group_id = $2 FOR UPDATE',
      [message.box, groupId],
    );
    // Deleted since it was looked up: as if it never was.
    if (!box) throw fieldError('box', 'invalid_reference', { id: message.box });
    const [earlier] = await tx.query<{ id: number }>(
      `SELECT id FROM res_voicemail_message WHERE box_id = $1 AND data ->> 'caller' = $2 AND data ->> 'recorded_on' = $3`,
      [message.box, message.caller, message.recorded_on],
    );
    if (earlier) return { id: earlier.id, created: false, jobs: 0 };
    const { id } = await insertRecord(tx, model, groupId, { box: message.box, caller: message.caller, recorded_on: message.recorded_on, read: false, duration: message.duration });
    await writeMessageAudio(tx, id, message.audio.contentType, message.audio.bytes);
    await refreshCounts(tx, message.box);
    const recipients: [NotifyChannel, string][] = [
      ...(box.data.notify_emails ?? []).map((to): [NotifyChannel, string] => ['email', to]),
      ...(box.data.notify_sms_numbers ?? []).map((to): [NotifyChannel, string] => ['sms', to]),
    ];
    for (const [channel, to] of recipients) {
      await insertJob(tx, { kind: NOTIFY_JOB, payload: { message: id, channel, to }, groupId, userId: null, maxAttempts: NOTIFY_ATTEMPTS, delaySeconds: 0 });
    }
    return { id, created: true, jobs: recipients.length };
  });
  if (result.created) {
    if (result.jobs) await app.events.publish({ type: JOB_QUEUED, groupId: null, data: { kind: NOTIFY_JOB } });
    await app.events.publish({ type: VOICEMAIL_CHANGED, groupId, data: {} });
  }
  return { id: result.id, created: result.created };
}

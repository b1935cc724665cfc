import { refuse, type ResourceRules } from '../../resources/rules/types.ts';
import { refColumn, tableOf } from '../../resources/storageNames.ts';

/**
 * A wake-up call's rules beyond its schema (which already requires the media file for a media
 * message, and the text and a voice of the callee's language for text-to-speech):
 * - a new or moved wake-up call lies in the future: a call in the past would never ring;
 * - it keeps only what its message type plays (a media call carries no text or voice, a
 *   spoken one no media file), so a switch of type leaves nothing behind that would show later;
 * - at most one wake-up call per extension is its default: setting one clears the others'.
 */
const wakeUpCall: ResourceRules = {
  async beforeWrite({ tx, session }, record, previous) {
    const moved = !previous || previous.wake_up_at !== record.wake_up_at;
    if (moved && Date.parse(String(record.wake_up_at)) <= Date.now()) return refuse('wake_up_at', { code: 'wake_up_in_past' });
    if (record.message_type === 'media_file') {
      record.text = null;
      record.voice = null;
    } else {
      record.media_file = null;
    }
    if (record.set_as_default === true) {
      await tx.query(
        `UPDATE ${tableOf('wake_up_call')} SET data = jsonb_set(data, '{set_as_default}', 'false'::jsonb), version = version + 1, updated_at = now()
          WHERE group_id = $1 AND ${refColumn('extension')} = $2 AND id <> $3 AND (data ->> 'set_as_default') = 'true'`,
        [session.group.id, record.extension, previous?.id ?? 0],
      );
    }
    return {};
  },
};

export const rules = [wakeUpCall];

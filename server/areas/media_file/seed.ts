import { readFileSync } from 'node:fs';
import type { AreaSeed, DemoGroupKey } from '../../seed/types.ts';
import { audioKind } from './audioKind.ts';
import { writeAudio } from './audioStore.ts';

interface DemoMedia {
  description: string;
  reference: number;
  /** A recording of audio/ (made once with espeak-ng and ffmpeg; committed, so no tool is needed to seed). */
  file: string;
  usage: 'general' | 'hold_music';
  /** Index of the group's extension that recorded it and owns it. */
  by: number;
  is_shared: boolean;
}

const MEDIA: Record<DemoGroupKey, DemoMedia[]> = {
  northwind: [
    { description: 'Support line welcome', reference: 100, file: 'nw_welcome.mp3', usage: 'general', by: 0, is_shared: true },
    { description: 'Hold music – bright', reference: 101, file: 'nw_hold.mp3', usage: 'hold_music', by: 0, is_shared: true },
  ],
  acme: [
    { description: 'Welcome greeting', reference: 201, file: 'acme_welcome.mp3', usage: 'general', by: 0, is_shared: true },
    { description: 'Practice closed', reference: 202, file: 'acme_closed.ogg', usage: 'general', by: 0, is_shared: true },
    { description: 'Hold music – calm', reference: 203, file: 'acme_hold.ogg', usage: 'hold_music', by: 9, is_shared: true },
    { description: 'Queue position announcement', reference: 204, file: 'acme_queue.wav', usage: 'general', by: 9, is_shared: false },
    // The plain user's own recording: shown to them (they own it) and to administrators only.
    { description: 'Umar – out of office', reference: 205, file: 'acme_queue.wav', usage: 'general', by: 1, is_shared: false },
  ],
  blue_harbor: [
    { description: 'Welkomstboodschap', reference: 301, file: 'blue_welcome.mp3', usage: 'general', by: 5, is_shared: true },
    { description: 'Gesloten buiten kantooruren', reference: 302, file: 'blue_closed.ogg', usage: 'general', by: 0, is_shared: true },
    { description: 'Wachtmuziek', reference: 303, file: 'blue_hold.mp3', usage: 'hold_music', by: 5, is_shared: true },
  ],
};

/**
 * Each group's greetings, announcements and hold music, with real audio stored as an upload
 * stores it (media_file_audio), so the demo's players play and its queues have hold music.
 */
export const seed: AreaSeed = async ({ tx, groups, insert, ids }) => {
  for (const group of groups) {
    const extensions = ids('extension', group.key);
    for (const media of MEDIA[group.key]) {
      const audio = readFileSync(new URL(`./audio/${media.file}`, import.meta.url));
      const kind = audioKind(audio);
      if (!kind) throw new Error(`server/areas/media_file/audio/${media.file} is no audio`);
      const by = extensions[media.by] ?? null;
      const id = await insert('media_file', group.id, {
        description: media.description,
        reference: media.reference,
        usage: media.usage,
        is_shared: media.is_shared,
        owners: by ? [by] : [],
        recorded_by: by,
        file_name: media.file,
        size: audio.length,
        ...kind,
      });
      await writeAudio(tx, id, audio);
    }
  }
};

import { mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Queryable } from '../db/index.ts';
import { audioKind } from '../areas/media_file/audioKind.ts';
import { readAudio } from '../areas/media_file/audioStore.ts';

/** Where played media files are copied for rtpengine, under the server's data folder. */
export const MEDIA_CACHE = 'sip-media';

const EXTENSIONS: Record<string, string> = { 'audio/wav': 'wav', 'audio/mpeg': 'mp3', 'audio/ogg': 'ogg' };

export interface LocalMedia {
  id: number;
  path: string;
  /** Milliseconds, when the audio's header says (rtpengine's play media answers its own too). */
  duration_ms: number | null;
}

/**
 * A media file's audio as a file on this machine, for rtpengine's `play media` (it reads files,
 * not URLs): written once per version of the record (a new upload is a new version, so a new
 * file), through a temporary name so that rtpengine never reads half a file. `scope` null: any
 * group's (the registrar token); a group: that group's files only. Undefined: no such file, or
 * no audio yet.
 */
export async function localMedia(db: Queryable, dataDir: string, id: number, scope: number | null): Promise<LocalMedia | undefined> {
  const rows = await db.query<{ version: number }>('SELECT version FROM res_media_file WHERE id = $1 AND ($2::integer IS NULL OR group_id = $2)', [id, scope]);
  if (!rows[0]) return undefined;
  const audio = await readAudio(db, id);
  const kind = audio && audioKind(audio);
  if (!audio || !kind) return undefined;
  const dir = join(dataDir, MEDIA_CACHE);
  const path = join(dir, `${id}-v${rows[0].version}.${EXTENSIONS[kind.content_type] ?? 'bin'}`);
  const duration_ms = kind.duration === null ? null : Math.round(kind.duration * 1000);
  if (statSync(path, { throwIfNoEntry: false })?.size === audio.length) return { id, path, duration_ms };
  // rtpengine runs as its own user: the folder and files are readable by others (the audio is
  // what callers hear anyway).
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  const partial = `${path}.${process.pid}.part`;
  writeFileSync(partial, audio, { mode: 0o644 });
  renameSync(partial, path);
  return { id, path, duration_ms };
}

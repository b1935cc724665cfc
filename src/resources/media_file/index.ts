import type { Area } from '../../engine/index.ts';
import { MediaAudioSection } from './MediaAudioSection.tsx';
import { MediaLibraryList } from './MediaLibraryList.tsx';

/**
 * The media library (configuration-areas §3, §5, §9). The record (name, reference, owners,
 * sharing, use as hold music) is the engine's form; its audio is uploaded on the file's page,
 * which a new file opens on, and played or downloaded there and from each row of the list.
 */
export const mediaFile: Area = {
  resource: 'media_file',
  afterCreate: 'edit',
  EditBelow: MediaAudioSection,
  pages: { list: MediaLibraryList },
};

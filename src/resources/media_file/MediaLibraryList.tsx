import { ResourceList, type AreaPageProps } from '../../engine/index.ts';
import { MediaPlayer } from './MediaPlayer.tsx';
import { RecordingHelp } from './RecordingHelp.tsx';

/** The media library: the engine's list with how to record by phone above it and a player in each row. */
export function MediaLibraryList({ resource, paths }: AreaPageProps) {
  return <ResourceList resource={resource} paths={paths} intro={<RecordingHelp />} RowExtra={MediaPlayer} />;
}

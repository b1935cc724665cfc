import { EditRecordPage, type RecordPageProps } from '../../engine/index.ts';
import { MessagesLink } from './MessagesLink.tsx';

/** /configuration/voicemail/settings-{id}: the box's form (the engine's), with the way to its messages. */
export function BoxSettingsPage({ resource, paths, id }: RecordPageProps) {
  return <EditRecordPage resource={resource} id={String(id)} paths={paths} Actions={MessagesLink} />;
}

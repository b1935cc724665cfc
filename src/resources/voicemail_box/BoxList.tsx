import { ResourceList, type AreaPageProps } from '../../engine/index.ts';
import { MessagesLink } from './MessagesLink.tsx';

/** The boxes: the engine's list with, in each row, the way to the box's messages (the row itself opens its settings). */
export function BoxList({ resource, paths }: AreaPageProps) {
  return <ResourceList resource={resource} paths={paths} RowExtra={MessagesLink} />;
}

import { ResourceList, type AreaPageProps } from '../../engine/index.ts';
import { WhereItGoesButton } from './WhereItGoesButton.tsx';

/** The phone numbers: the engine's list with "where does this number go" in each row. */
export function PhoneNumberList({ resource, paths }: AreaPageProps) {
  return <ResourceList resource={resource} paths={paths} RowExtra={WhereItGoesButton} />;
}

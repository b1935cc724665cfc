import type { AreaPageProps } from '../../engine/index.ts';
import { ResourceList, type Cells } from '../../engine/list/ResourceList.tsx';
import { StaleCell } from './StaleCell.tsx';

const CELLS: Cells = { stale: StaleCell };

/** The devices list: the engine's, with a warning on devices not heard from for more than 24 hours. */
export function DeviceList({ resource, paths }: AreaPageProps) {
  return <ResourceList resource={resource} paths={paths} cells={CELLS} />;
}

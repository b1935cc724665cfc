import type { AreaPageProps } from '../../engine/index.ts';
import { ResourceList, type Cells } from '../../engine/list/ResourceList.tsx';
import { FORWARDING_CASES, ForwardTargetCell, type ForwardingCase } from './ForwardTargetCell.tsx';

const cellOf = (which: ForwardingCase) => {
  const Cell: Cells[string] = ({ record }) => <ForwardTargetCell record={record} which={which} />;
  Cell.displayName = `ForwardTarget(${which})`;
  return Cell;
};

/** Each case's column draws its target rather than the kind of target. */
const CELLS: Cells = Object.fromEntries(FORWARDING_CASES.map((which) => [which, cellOf(which)]));

/** The forwarding list: the engine's, with the targets themselves in the cases' columns. */
export function ForwardingList({ resource, paths }: AreaPageProps) {
  return <ResourceList resource={resource} paths={paths} cells={CELLS} />;
}

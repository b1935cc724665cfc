import type { Revision } from './api.ts';

/**
 * What one side of the compare view shows: a revision, the live diagram (what calls follow now)
 * or the working changes (saved as draft, not confirmed). As text, for the selectors' values.
 */
export type Side = 'live' | 'working' | `revision-${number}`;

export const revisionSide = (revision: Pick<Revision, 'id'>): Side => `revision-${revision.id}`;

export function revisionOf(side: Side): number | null {
  const match = /^revision-(\d+)$/.exec(side);
  return match ? Number(match[1]) : null;
}

/**
 * What to compare when the view opens: the working changes against the live diagram when
 * there are some (what a confirmed save would change), else the live diagram against the
 * revision before the latest (what the last confirmed save changed), else against the latest.
 */
export function defaultSides(revisions: readonly Revision[], hasWorking: boolean): { before: Side; after: Side } {
  if (hasWorking) return { before: 'live', after: 'working' };
  const previous = revisions[1] ?? revisions[0];
  return { before: previous ? revisionSide(previous) : 'live', after: 'live' };
}

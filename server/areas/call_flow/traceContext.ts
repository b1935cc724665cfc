import { referencesOf, type Diagram, type TraceContext } from '../../../core/callFlow/index.ts';
import type { Queryable } from '../../db/index.ts';
import { tableOf } from '../../resources/storageNames.ts';

/** How many flows a call may jump through that the context loads: far more than any real chain. */
const MAX_FLOWS = 200;

const refsOf = (diagrams: Diagram[], resource: string) =>
  [...new Set(diagrams.flatMap((d) => referencesOf(d).filter((r) => r.resource === resource).map((r) => r.id)))];

/**
 * What a test call reads from the database (core/callFlow TraceContext), for a diagram
 * of the group: the live diagrams of the flows its Jump blocks go to (and theirs, in turn), the
 * closed dates of the time schedules its Calendar blocks use and the numbers of the contacts its
 * Caller ID Routing blocks match. The traced flow itself is there under its id, so that a jump
 * back into it is followed (and found to be a loop).
 */
export async function traceContext(db: Queryable, groupId: number, diagram: Diagram, flowId: number | null): Promise<TraceContext> {
  const flows: Record<number, Diagram> = {};
  if (flowId !== null) flows[flowId] = diagram;
  const all: Diagram[] = [diagram];
  let wanted = refsOf([diagram], 'call_flow').filter((id) => !(id in flows));
  while (wanted.length && Object.keys(flows).length < MAX_FLOWS) {
    const rows = await db.query<{ id: number; diagram: Diagram | null }>(
      `SELECT id, data -> 'diagram' AS diagram FROM ${tableOf('call_flow')} WHERE group_id = $1 AND id = ANY($2::int[])`,
      [groupId, wanted.slice(0, MAX_FLOWS)],
    );
    const found: Diagram[] = [];
    for (const row of rows) {
      if (!row.diagram || !Array.isArray(row.diagram.nodes)) continue;
      flows[row.id] = row.diagram;
      found.push(row.diagram);
    }
    all.push(...found);
    wanted = refsOf(found, 'call_flow').filter((id) => !(id in flows));
  }

  const closedDates: NonNullable<TraceContext['closedDates']> = {};
  const schedules = refsOf(all, 'time_schedule');
  if (schedules.length) {
    const rows = await db.query<{ id: number; closed: { from: string; to?: string | null }[] | null }>(
      `SELECT id, data -> 'closed_dates' AS closed FROM ${tableOf('time_schedule')} WHERE group_id = $1 AND id = ANY($2::int[])`,
      [groupId, schedules],
    );
    for (const row of rows) closedDates[row.id] = Array.isArray(row.closed) ? row.closed.map(({ from, to }) => ({ from, to: to ?? null })) : [];
  }

  const contacts: Record<number, string> = {};
  const people = refsOf(all, 'phonebook_contact');
  if (people.length) {
    const rows = await db.query<{ id: number; number: string | null }>(
      `SELECT id, data ->> 'number' AS number FROM ${tableOf('phonebook_contact')} WHERE group_id = $1 AND id = ANY($2::int[])`,
      [groupId, people],
    );
    for (const row of rows) if (row.number) contacts[row.id] = row.number;
  }
  return { flows, closedDates, contacts };
}

import { referencesOf, type Diagram } from '../../../core/callFlow/index.ts';
import type { Queryable } from '../../db/index.ts';
import { tableOf } from '../../resources/storageNames.ts';

export interface BlockReference {
  resource: string;
  id: number;
  block: string;
}

/** The resources a block may refer to: the keys of call_flow.references (schemas/call_flow.schema.json). */
export const REFERENCED = ['call_flow', 'extension', 'media_file', 'phonebook_contact', 'queue', 'ring_group', 'ring_tone', 'time_schedule', 'voicemail_box'] as const;

const isDiagram = (value: unknown): value is Diagram =>
  Boolean(value) && typeof value === 'object' && Array.isArray((value as Diagram).nodes) && Array.isArray((value as Diagram).edges);

/** The diagrams a record holds: the live one and the unconfirmed edits. */
export const diagramsOf = (record: Record<string, unknown>): Diagram[] =>
  [record.diagram, record.working_diagram].filter(isDiagram);

/**
 * What the blocks of a record's diagrams refer to, each record once per block. A Jump to the flow
 * itself is left out: it is a rule's error, and it must not keep the flow from being deleted.
 */
export function blockReferences(record: Record<string, unknown>, ownId?: number): BlockReference[] {
  const seen = new Set<string>();
  const out: BlockReference[] = [];
  for (const diagram of diagramsOf(record)) {
    for (const ref of referencesOf(diagram)) {
      if (!(REFERENCED as readonly string[]).includes(ref.resource) || !Number.isInteger(ref.id) || ref.id < 1 || ref.id > 2147483647) continue;
      if (ref.resource === 'call_flow' && ref.id === ownId) continue;
      const key = `${ref.resource}:${ref.id}:${ref.block}`;
      if (!seen.has(key)) out.push(ref);
      seen.add(key);
    }
  }
  return out;
}

/**
 * The stored form (call_flow.references): one `{resource: id}` per record, in a stable order,
 * which the generic in-use check (server/resources/usage.ts) and reference check read.
 */
export function storedReferences(refs: readonly { resource: string; id: number }[]): Record<string, number>[] {
  const unique = new Map<string, { resource: string; id: number }>();
  for (const ref of refs) unique.set(`${ref.resource}:${ref.id}`, ref);
  return [...unique.values()]
    .sort((a, b) => a.resource.localeCompare(b.resource) || a.id - b.id)
    .map((ref) => ({ [ref.resource]: ref.id }));
}

/**
 * Which of `refs` name no record of the group (or of the shared catalogue): `resource:id`.
 * The ones found are read FOR SHARE, in order, as server/resources/references.ts does: a delete
 * of one of them waits for this write and then sees the new reference.
 */
export async function missingReferences(tx: Queryable, groupId: number, refs: readonly { resource: string; id: number }[], lock = true): Promise<Set<string>> {
  const missing = new Set<string>();
  const byResource = new Map<string, number[]>();
  for (const ref of refs) {
    const ids = byResource.get(ref.resource) ?? [];
    if (!ids.includes(ref.id)) ids.push(ref.id);
    byResource.set(ref.resource, ids);
  }
  for (const [resource, ids] of [...byResource].sort(([a], [b]) => a.localeCompare(b))) {
    ids.sort((a, b) => a - b);
    const rows = await tx.query<{ id: number }>(
      `SELECT id FROM ${tableOf(resource)} WHERE id = ANY($1::int[]) AND (group_id = $2 OR group_id IS NULL) ORDER BY id${lock ? ' FOR SHARE' : ''}`,
      [ids, groupId],
    );
    const found = new Set(rows.map((r) => r.id));
    for (const id of ids) if (!found.has(id)) missing.add(`${resource}:${id}`);
  }
  return missing;
}

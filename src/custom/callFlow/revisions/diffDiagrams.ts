import type { Block, Diagram, Link } from '../../../../core/callFlow/types.ts';

/** How a block or a link of one diagram differs in the other. */
export type Change = 'added' | 'removed' | 'changed';

export interface BlockDifference {
  /** The block's id, the same in both diagrams for a changed block. */
  block: string;
  /** Its type: the newer one for a changed block. */
  type: string;
  change: Change;
  /** For a changed block: what changed, `type` first, then the names of its settings (data), sorted. */
  fields: string[];
}

export interface LinkDifference {
  source: string;
  /** The output port (`next` for a link stored with source_handle null). */
  port: string;
  target: string;
  change: 'added' | 'removed';
}

export interface DiagramDiff {
  blocks: BlockDifference[];
  links: LinkDifference[];
  /** Marks of the older diagram's blocks and links (removed, changed), by id. */
  before: { blocks: Map<string, Change>; links: Map<string, Change> };
  /** Marks of the newer diagram's blocks and links (added, changed), by id. */
  after: { blocks: Map<string, Change>; links: Map<string, Change> };
}

/** A value as text with object keys sorted, so that two settings equal in content compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** The settings of a block that differ between two versions of it (absent and null are the same). */
function changedFields(before: Block, after: Block): string[] {
  const fields: string[] = [];
  if (before.type !== after.type) fields.push('type');
  const a = before.data ?? {};
  const b = after.data ?? {};
  for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    if (canonical(a[key]) !== canonical(b[key])) fields.push(key);
  }
  return fields;
}

const portOf = (link: Link) => link.source_handle ?? 'next';

/**
 * A link is the route from one block's port to another block: two links with the same ends are
 * the same route whatever their ids (a copy or a restore may give new ids). Several links with
 * the same ends count one by one.
 */
const routeOf = (link: Link) => `${link.source}\u0000${portOf(link)}\u0000${link.target}`;

/** How many links take each route. */
function countRoutes(links: readonly Link[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const link of links) counts.set(routeOf(link), (counts.get(routeOf(link)) ?? 0) + 1);
  return counts;
}

/** The links of `mine` the other diagram has no link for, in their order. */
function unmatched(mine: readonly Link[], theirs: readonly Link[]): Link[] {
  const left = countRoutes(theirs);
  return mine.filter((link) => {
    const key = routeOf(link);
    const count = left.get(key) ?? 0;
    if (count > 0) left.set(key, count - 1);
    return count === 0;
  });
}

/**
 * What differs from `before` (an older revision) to `after` (a newer one, the live diagram or
 * the working changes): blocks by id, added, removed, or changed in their type or settings (a
 * block only moved on the canvas is the same block); links by their ends, added or removed. Pure:
 * the compare view draws the marks, and the list of differences is read from the same answer.
 */
export function diffDiagrams(before: Diagram, after: Diagram): DiagramDiff {
  const diff: DiagramDiff = {
    blocks: [],
    links: [],
    before: { blocks: new Map(), links: new Map() },
    after: { blocks: new Map(), links: new Map() },
  };
  const older = new Map(before.nodes.map((block) => [block.id, block]));
  const newer = new Map(after.nodes.map((block) => [block.id, block]));

  for (const block of before.nodes) {
    if (newer.has(block.id)) continue;
    diff.blocks.push({ block: block.id, type: block.type, change: 'removed', fields: [] });
    diff.before.blocks.set(block.id, 'removed');
  }
  for (const block of after.nodes) {
    const old = older.get(block.id);
    if (!old) {
      diff.blocks.push({ block: block.id, type: block.type, change: 'added', fields: [] });
      diff.after.blocks.set(block.id, 'added');
      continue;
    }
    const fields = changedFields(old, block);
    if (fields.length === 0) continue;
    diff.blocks.push({ block: block.id, type: block.type, change: 'changed', fields });
    diff.before.blocks.set(block.id, 'changed');
    diff.after.blocks.set(block.id, 'changed');
  }

  for (const link of unmatched(before.edges, after.edges)) {
    diff.links.push({ source: link.source, port: portOf(link), target: link.target, change: 'removed' });
    diff.before.links.set(link.id, 'removed');
  }
  for (const link of unmatched(after.edges, before.edges)) {
    diff.links.push({ source: link.source, port: portOf(link), target: link.target, change: 'added' });
    diff.after.links.set(link.id, 'added');
  }
  return diff;
}

/** Whether two diagrams route calls the same way (no difference the compare view would mark). */
export function sameDiagram(before: Diagram, after: Diagram): boolean {
  const diff = diffDiagrams(before, after);
  return diff.blocks.length === 0 && diff.links.length === 0;
}

import type { Harness } from './helpers/harness.ts';
import { idsOf, urlOf } from './helpers/records.ts';

/** Helpers of the call-flow API tests: diagrams made of the contract's blocks, and the group's records they name. */
export const FLOWS = urlOf('call_flow');
export const flowUrl = (id: number, rest = '') => `${FLOWS}${id}/${rest}`;

export interface Flow {
  id: number;
  version: number;
  description: string;
  draft: boolean;
  diagram: Diagram;
  working_diagram: Diagram | null;
  references: Record<string, number>[];
}
export interface Diagram {
  nodes: { id: string; type: string; position: { x: number; y: number }; data: Record<string, unknown> }[];
  edges: { id: string; source: string; source_handle: string | null; target: string; target_handle: null }[];
}

type BlockSpec = [id: string, type: string, data?: Record<string, unknown>];
type LinkSpec = [source: string, target: string, port?: string];

/** A diagram from blocks and links (port null: `next`). */
export function diagram(blocks: BlockSpec[], links: LinkSpec[]): Diagram {
  return {
    nodes: blocks.map(([id, type, data], i) => ({ id, type, position: { x: 0, y: i * 120 }, data: data ?? {} })),
    edges: links.map(([source, target, port], i) => ({ id: `e${i + 1}`, source, source_handle: port ?? null, target, target_handle: null })),
  };
}

/** start → queue → (full) voicemail: valid when both records are the group's. */
export const queueThenVoicemail = (queue: number, box: number) =>
  diagram(
    [['start', 'start'], ['q', 'queue', { queue }], ['vm', 'voicemail', { box }]],
    [['start', 'q'], ['q', 'vm', 'full']],
  );

/** The seeded records of a group a diagram may name. */
export async function recordsOf(api: Harness, group: number) {
  const [queue] = await idsOf(api.db, 'queue', group);
  const [box] = await idsOf(api.db, 'voicemail_box', group);
  const [media] = await idsOf(api.db, 'media_file', group);
  const [schedule] = await idsOf(api.db, 'time_schedule', group);
  const [extension] = await idsOf(api.db, 'extension', group);
  const [contact] = await idsOf(api.db, 'phonebook_contact', group);
  const [ringGroup] = await idsOf(api.db, 'ring_group', group);
  return { queue, box, media, schedule, extension, contact, ringGroup };
}

let counter = 0;
/** A description not used yet in this run. */
export const unique = (name: string) => `${name} ${++counter}`;

import type { AreaSeed, DemoGroupKey } from '../../seed/types.ts';

/**
 * Each group's call flows: the ones its phone numbers would route to and a draft being worked
 * on, so that the call-flow selectors (portal-overview §7, `call_flow/` with draft=false) offer
 * real choices. The diagrams name no records of other areas: the seeds of those run later.
 */
type Block = { id: string; type: string; x: number; y: number; data?: Record<string, unknown> };

function diagram(blocks: Block[], links: [string, string, string?][]) {
  return {
    nodes: blocks.map(({ id, type, x, y, data }) => ({ id, type, position: { x, y }, data: data ?? {} })),
    edges: links.map(([source, target, handle], i) => ({ id: `e${i + 1}`, source, target, source_handle: handle ?? null, target_handle: null })),
  };
}

const mainLine = (number: string) =>
  diagram(
    [
      { id: 'start', type: 'start', x: 0, y: 0 },
      { id: 'menu', type: 'menu', x: 0, y: 140, data: { options: ['1', '2'], prompts: ['welcome'], max_tries: 3, timeout: 5 } },
      { id: 'sales', type: 'dial', x: -220, y: 300, data: { mode: 'simple', tiers: [[{ type: 'number', value: number }]] } },
      { id: 'support', type: 'dial', x: 220, y: 300, data: { mode: 'simple', tiers: [[{ type: 'number', value: number }]] } },
      { id: 'end', type: 'end_call', x: 0, y: 460 },
    ],
    [['start', 'menu'], ['menu', 'sales', '1'], ['menu', 'support', '2'], ['sales', 'end'], ['support', 'end']],
  );

const afterHours = diagram(
  [
    { id: 'start', type: 'start', x: 0, y: 0 },
    { id: 'speak', type: 'speak', x: 0, y: 140, data: { text: 'We are closed. Please call again during office hours.', language: 'en', voice: 'en-GB-female' } },
    { id: 'end', type: 'end_call', x: 0, y: 280 },
  ],
  [['start', 'speak'], ['speak', 'end']],
);

const FLOWS: Record<DemoGroupKey, { description: string; draft: boolean; number: string }[]> = {
  northwind: [
    { description: 'Northwind main line', draft: false, number: '+442071838750' },
    { description: 'Northwind after hours', draft: false, number: '+442071838750' },
    { description: 'Northwind holiday line (draft)', draft: true, number: '+442071838750' },
  ],
  acme: [
    { description: 'Reception - office hours', draft: false, number: '+3225880100' },
    { description: 'Reception - after hours', draft: false, number: '+3225880100' },
    { description: 'Ghent practice line', draft: false, number: '+3292100200' },
    { description: 'New appointment menu (draft)', draft: true, number: '+3225880100' },
  ],
  blue_harbor: [
    { description: 'Dispatch main line', draft: false, number: '+31102011000' },
    { description: 'Warehouse after hours', draft: false, number: '+31302011000' },
  ],
};

export const seed: AreaSeed = async ({ groups, insert }) => {
  for (const group of groups) {
    for (const flow of FLOWS[group.key]) {
      const closed = flow.description.includes('after hours');
      await insert('call_flow', group.id, { description: flow.description, draft: flow.draft, diagram: closed ? afterHours : mainLine(flow.number) });
    }
  }
};

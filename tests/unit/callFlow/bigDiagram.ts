import type { Block, Diagram } from '../../../core/callFlow/index.ts';

/**
 * A realistic large call flow, valid and fully connected: a chain of departments, each an
 * office-hours schedule, a menu (dial, queue, next department), a closed message, voicemail, a
 * night toggle, caller-ID routing, a spoken fallback and a hang-up: ten blocks each, every
 * kind of port. Used by the unit tests and the benches (about `blocks` blocks, start included).
 */
export function bigDiagram(blocks: number): Diagram {
  const departments = Math.max(1, Math.round((blocks - 1) / 10));
  const nodes: Block[] = [{ id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} }];
  const edges: Diagram['edges'] = [];
  const link = (source: string, target: string, port: string | null = null) =>
    edges.push({ id: `l${edges.length + 1}`, source, source_handle: port, target, target_handle: null });
  link('start', 'd0-sched');
  for (let i = 0; i < departments; i++) {
    const id = (name: string) => `d${i}-${name}`;
    const at = (col: number, row: number) => ({ x: col * 260, y: (i * 4 + row) * 160 });
    const add = (name: string, type: string, col: number, row: number, data: Record<string, unknown>) => nodes.push({ id: id(name), type, position: at(col, row), data });
    add('sched', 'schedule', 0, 1, { timezone: 'Europe/Brussels', routes: [{ label: `Department ${i}`, weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '08:30', to: '17:30' }] });
    add('closed', 'play_media', 1, 0, { files: [1 + (i % 7)] });
    add('vm', 'voicemail', 2, 0, { box: 1 + (i % 5) });
    add('menu', 'option_menu', 1, 1, { prompts: [1, 2], options: [{ key: '1', label: 'Sales' }, { key: '2', label: 'Support' }, { key: '9', label: 'Next department' }], max_tries: 3, timeout: 5 });
    add('speak', 'speak', 2, 1, { text: 'Sorry, we did not understand your choice.', language: 'en-GB', voice: 'en-GB-female' });
    add('dial', 'dial', 2, 2, { mode: 'advanced', tiers: [[{ type: 'extension', value: 100 + i }], [{ type: 'number', value: '+3225880100' }]], ring_time: 30, ringtone: null, ring_group: null });
    add('queue', 'queue', 1, 2, { queue: 1 + (i % 3) });
    add('toggle', 'toggle', 1, 3, { options: [{ label: 'Day', shortcode: 1000 + 2 * i, active: true }, { label: 'Night', shortcode: 1001 + 2 * i, active: false }] });
    add('cid', 'caller_id_routing', 2, 3, { routes: [{ label: 'Key accounts', matches: [{ type: 'number', value: '+31102011000' }, { type: 'contact', value: 1 + (i % 4) }] }] });
    add('end', 'end_call', 3, 1, {});
    link(id('sched'), id('menu'), 'route-0');
    link(id('sched'), id('closed'), 'closed');
    link(id('closed'), id('vm'));
    link(id('menu'), id('dial'), 'option-0');
    link(id('menu'), id('queue'), 'option-1');
    link(id('menu'), i + 1 < departments ? `d${i + 1}-sched` : id('end'), 'option-2');
    link(id('menu'), id('speak'), 'timeout');
    link(id('menu'), id('speak'), 'invalid');
    link(id('speak'), id('end'));
    link(id('dial'), id('vm'), 'no_answer');
    link(id('queue'), id('toggle'), 'full');
    link(id('toggle'), id('vm'), 'option-0');
    link(id('toggle'), id('cid'), 'option-1');
    link(id('cid'), id('dial'), 'route-0');
    link(id('cid'), id('end'), 'no_match');
  }
  return { nodes, edges };
}

import type { Block, Diagram } from '../../core/callFlow/types.ts';

/** A 200-block flow whose call passes 198 deciding blocks (toggles, schedules, caller-ID routing, distribute, every port leading on) before its Dial rings `extension`. */
export function chainDiagram(extension: number): Diagram {
  const nodes: Block[] = [{ id: 'start', type: 'start', data: {} }];
  const edges: Diagram['edges'] = [];
  const link = (source: string, target: string, port: string | null) => edges.push({ id: `l${edges.length}`, source, source_handle: port, target });
  let previous = 'start';
  let ports: (string | null)[] = [null];
  for (let i = 0; i < 198; i++) {
    const id = `b${i}`;
    const kind = i % 4;
    if (kind === 0) nodes.push({ id, type: 'toggle', data: { options: [{ label: 'Day', shortcode: 3000 + 2 * i, active: true }, { label: 'Night', shortcode: 3001 + 2 * i, active: false }] } });
    if (kind === 1) nodes.push({ id, type: 'schedule', data: { timezone: 'Europe/Brussels', routes: [{ label: 'Office', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '08:30', to: '17:30' }] } });
    if (kind === 2) nodes.push({ id, type: 'caller_id_routing', data: { routes: [{ label: 'Key account', matches: [{ type: 'number', value: '+31102011000' }] }] } });
    if (kind === 3) nodes.push({ id, type: 'distribute', data: { routes: 2, method: 'round_robin' } });
    for (const port of ports) link(previous, id, port);
    ports = [['option-0', 'option-1'], ['route-0', 'closed'], ['route-0', 'no_match'], ['route-0', 'route-1']][kind];
    previous = id;
  }
  nodes.push({ id: 'dial', type: 'dial', data: { mode: 'simple', tiers: [[{ type: 'extension', value: extension }]], ring_time: 20 } });
  for (const port of ports) link(previous, 'dial', port);
  return { nodes, edges };
}

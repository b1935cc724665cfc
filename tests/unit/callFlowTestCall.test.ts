import { describe, expect, it } from 'vitest';
import type { Diagram } from '../../core/callFlow/types.ts';
import { blockNamer } from '../../src/custom/callFlow/testCall/labels.ts';
import { conditionsOf, defaultForm, dialledHelp, fromScenario, keysOf, MAX_KEYS, promptsOf, toScenario } from '../../src/custom/callFlow/testCall/scenario.ts';
import { sameRouting } from '../../src/custom/callFlow/testCall/useRoutingDiagram.ts';

const diagram: Diagram = {
  nodes: [
    { id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} },
    { id: 'menu', type: 'option_menu', position: { x: 0, y: 100 }, data: { prompts: [7, 'x', 8], options: [{ key: '1', label: 'Sales' }] } },
    { id: 'night', type: 'toggle', position: { x: 0, y: 200 }, data: { options: [{ label: 'Day', active: false }, { label: '', active: true }] } },
    { id: 'q1', type: 'queue', position: { x: 0, y: 300 }, data: { queue: 1 } },
    { id: 'q2', type: 'queue', position: { x: 0, y: 400 }, data: { queue: 2 } },
    { id: 'hello', type: 'speak', position: { x: 0, y: 500 }, data: { text: 'Hello', language: 'en-GB', voice: 'a' } },
    { id: 'split', type: 'distribute', position: { x: 0, y: 600 }, data: { routes: 3, method: 'random' } },
  ],
  edges: [{ id: 'e1', source: 'start', source_handle: null, target: 'menu', target_handle: null }],
};

describe('the test call’s scenario', () => {
  it('says nothing about the numbers routed to the flow until they are read (issue 27)', () => {
    expect(dialledHelp('loading')).toBe('test_call.help.dialled_loading');
    expect(dialledHelp('failed')).toBe('test_call.help.dialled');
    expect(dialledHelp([])).toBe('test_call.help.dialled_none');
    expect(dialledHelp([{ id: 1, did: '+3225880100' } as never])).toBe('test_call.help.dialled');
  });

  it('reads key presses from what was typed, up to the API’s limit', () => {
    expect(keysOf('1 2#, *x9')).toEqual(['1', '2', '#', '*', '9']);
    expect(keysOf('')).toEqual([]);
    expect(keysOf('1'.repeat(80))).toHaveLength(MAX_KEYS);
  });

  it('starts with every toggle on its active option and names the choices each block leaves to the tester', () => {
    const form = defaultForm(diagram, new Date('2030-01-07T10:00:00Z'));
    expect(form.toggles).toEqual({ night: 1 });
    const conditions = conditionsOf(diagram);
    expect(conditions.toggles.map((t) => t.options)).toEqual([['Day', '2']]);
    expect(conditions.queues.map((b) => b.id)).toEqual(['q1', 'q2']);
    expect(conditions.distributes.map((d) => d.routes)).toEqual([3]);
    expect(conditions.menus.map((b) => b.id)).toEqual(['menu']);
  });

  it('becomes a CallScenario with only what differs from the defaults, and comes back the same', () => {
    const form = { ...defaultForm(diagram, new Date('2030-01-07T10:00:00Z')), caller: ' +3225550100 ', dialled: '+3225880100', keys: '1 2' };
    form.queue_full = { q1: true, q2: false };
    form.distribute = { split: 2 };
    const scenario = toScenario(form);
    expect(scenario).toEqual({
      caller: '+3225550100', dialled: '+3225880100', at: '2030-01-07T10:00:00.000Z', keys: ['1', '2'],
      toggles: { night: 1 }, queue_full: { q1: true }, distribute: { split: 2 },
    });
    const back = fromScenario(scenario, diagram);
    expect(toScenario(back)).toEqual(scenario);
    expect(back.keys).toBe('1 2');
  });

  it('keeps a toggle the stored scenario does not name on its active option, and an unreadable moment as now', () => {
    const back = fromScenario({ caller: '', dialled: '', at: 'not a date' }, diagram);
    expect(back.toggles).toEqual({ night: 1 });
    expect(Number.isNaN(back.at.getTime())).toBe(false);
  });

  it('knows what a block plays: a menu’s and an audio message’s files, a spoken text in its language', () => {
    expect(promptsOf(diagram.nodes[1])).toEqual({ media: [7, 8], speech: null });
    expect(promptsOf(diagram.nodes[5])).toEqual({ media: [], speech: { text: 'Hello', language: 'en-GB' } });
    expect(promptsOf({ id: 'p', type: 'play_media', data: { files: [3] } })).toEqual({ media: [3], speech: null });
    expect(promptsOf({ id: 's', type: 'speak', data: { text: '  ' } })).toEqual({ media: [], speech: null });
    expect(promptsOf(undefined)).toEqual({ media: [], speech: null });
  });
});

describe('block names on the path', () => {
  const translate = (key: string, options?: Record<string, unknown>) =>
    key === 'test_call.path.numbered' ? `${String(options?.name)} ${String(options?.n)}` : key === 'test_call.path.nowhere' ? 'nowhere' : `<${key}>`;

  it('names a block by its kind, numbered when the diagram has several of it', () => {
    const name = blockNamer(diagram, translate);
    expect(name('menu')).toBe('<blocks.kinds.option_menu.name>');
    expect(name('q2')).toBe('<blocks.kinds.queue.name> 2');
    expect(name('elsewhere', 'jump')).toBe('<blocks.kinds.jump.name>');
    expect(name('elsewhere')).toBe('elsewhere');
    expect(name(null)).toBe('nowhere');
  });
});

describe('the routing diagram', () => {
  it('is the same while only positions change, and changes with a setting, a block or a link', () => {
    const moved: Diagram = { nodes: diagram.nodes.map((n) => ({ ...n, position: { x: 5, y: 5 } })), edges: diagram.edges };
    expect(sameRouting(diagram, moved)).toBe(true);
    const changed: Diagram = { ...moved, nodes: moved.nodes.map((n) => (n.id === 'q1' ? { ...n, data: { queue: 3 } } : n)) };
    expect(sameRouting(diagram, changed)).toBe(false);
    expect(sameRouting(diagram, { ...diagram, nodes: diagram.nodes.slice(1) })).toBe(false);
    expect(sameRouting(diagram, { ...diagram, edges: [{ ...diagram.edges[0], source_handle: 'timeout' }] })).toBe(false);
    expect(sameRouting(diagram, { ...diagram, edges: [{ ...diagram.edges[0] }] })).toBe(true);
  });
});

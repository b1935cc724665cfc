import { describe, expect, it } from 'vitest';
import { analyseDiagram, hasErrors, unreachableBlocks, validateDiagram, type Diagram, type Issue } from '../../../core/callFlow/index.ts';
import { b, diagram, VALID } from './diagrams.ts';

const rules = (issues: Issue[]) => issues.map((i) => `${i.block ?? '-'}:${i.rule}`);

/** start → menu → (1) queue → full → voicemail; (2) end; timeout and invalid → end. */
const good = (): Diagram =>
  diagram(
    [b('start', 'start'), b('menu', 'option_menu', VALID.option_menu), b('queue', 'queue', VALID.queue), b('vm', 'voicemail', VALID.voicemail), b('end', 'end_call')],
    [
      ['start', 'menu'],
      ['menu', 'queue', 'option-0'],
      ['menu', 'end', 'option-1'],
      ['menu', 'end', 'timeout'],
      ['menu', 'end', 'invalid'],
      ['queue', 'vm', 'full'],
    ],
  );

describe('validateDiagram', () => {
  it('finds nothing wrong with a complete diagram', () => {
    expect(validateDiagram(good())).toEqual([]);
  });

  it('two_blocks: a start alone is not a call flow', () => {
    expect(rules(validateDiagram(diagram([b('start', 'start')], [])))).toEqual(['-:two_blocks', 'start:start_connected']);
    expect(rules(validateDiagram({ nodes: [], edges: [] }))).toEqual(['-:two_blocks', '-:one_start']);
  });

  it('one_start: exactly one start block', () => {
    const d = good();
    d.nodes.push(b('start2', 'start'));
    d.edges.push({ id: 'x', source: 'start2', source_handle: null, target: 'end', target_handle: null });
    expect(validateDiagram(d)).toEqual([{ block: 'start2', rule: 'one_start', key: 'blocks.rules.one_start', severity: 'error', params: { count: 2 } }]);
  });

  it('start_connected: the start leads somewhere', () => {
    const d = good();
    d.edges = d.edges.filter((e) => e.source !== 'start');
    expect(rules(validateDiagram(d))).toContain('start:start_connected');
  });

  it('no_unlinked: every other block has a way in', () => {
    const d = good();
    d.nodes.push(b('lonely', 'end_call'));
    expect(rules(validateDiagram(d))).toEqual(['lonely:no_unlinked']);
  });

  it('ports_connected: every output port leads to a block, named by its port', () => {
    const d = good();
    d.edges = d.edges.filter((e) => e.source_handle !== 'timeout' && e.source_handle !== 'option-0');
    const issues = validateDiagram(d).filter((i) => i.rule === 'ports_connected');
    expect(issues).toEqual([
      { block: 'menu', rule: 'ports_connected', key: 'blocks.rules.ports_connected', severity: 'error', params: { port: 'option-0', name: 'Sales' } },
      { block: 'menu', rule: 'ports_connected', key: 'blocks.rules.ports_connected', severity: 'error', params: { port: 'timeout', name: '' } },
    ]);
  });

  it('a port linked to two blocks, and a link from a port the block no longer has', () => {
    const d = good();
    d.edges.push({ id: 'twice', source: 'menu', source_handle: 'option-1', target: 'vm', target_handle: null });
    d.edges.push({ id: 'stray', source: 'menu', source_handle: 'option-5', target: 'vm', target_handle: null });
    expect(rules(validateDiagram(d))).toEqual(['menu:unknown_port', 'menu:port_linked_twice']);
  });

  it('an unknown block type', () => {
    const d = good();
    d.nodes.push(b('x', 'teleport'));
    d.edges.push({ id: 'x', source: 'queue', source_handle: 'full', target: 'x', target_handle: null });
    expect(rules(validateDiagram(d))).toContain('x:unknown_type');
  });

  it('per-block rules, keyed by their kind', () => {
    const d = good();
    d.nodes[1].data = { ...VALID.option_menu, timeout: 1 };
    expect(validateDiagram(d)).toEqual([{ block: 'menu', rule: 'timeout', key: 'blocks.kinds.option_menu.rules.timeout', severity: 'error' }]);
  });

  it('says a rule once per block when it is broken the same way several times', () => {
    const d = good();
    d.nodes[2] = b('queue', 'dial', { mode: 'simple', tiers: [[{ type: 'extension', value: null }, { type: 'contact', value: null }, { type: 'number', value: '+32123' }, { type: 'number', value: '+32124' }]] });
    d.edges = d.edges.map((e) => (e.source === 'queue' ? { ...e, source_handle: 'no_answer' } : e));
    expect(validateDiagram(d).map((i) => [i.rule, i.params])).toEqual([
      ['values_filled', { tier: 1 }],
      ['numbers_valid', { number: '+32123' }],
      ['numbers_valid', { number: '+32124' }],
    ]);
  });

  it('toggle shortcodes are unique in the diagram and against the rest of the account', () => {
    const d = diagram(
      [b('start', 'start'), b('t1', 'toggle', VALID.toggle), b('t2', 'toggle', { options: [{ label: 'A', shortcode: 42, active: true }, { label: 'B', shortcode: 50, active: false }] }), b('end', 'end_call')],
      [['start', 't1'], ['t1', 't2', 'option-0'], ['t1', 'end', 'option-1'], ['t2', 'end', 'option-0'], ['t2', 'end', 'option-1']],
    );
    const issues = validateDiagram(d, { takenShortcodes: new Map([[50, 'Night service']]) });
    expect(issues).toEqual([
      { block: 't2', rule: 'toggle_shortcodes_repeated', key: 'blocks.rules.toggle_shortcodes_repeated', severity: 'error', params: { shortcode: 42, block: 't1' } },
      { block: 't2', rule: 'toggle_shortcodes_taken', key: 'blocks.rules.toggle_shortcodes_taken', severity: 'error', params: { shortcode: 50, holder: 'Night service' } },
    ]);
  });

  it('no_database_reference: a block whose record has gone', () => {
    const issues = validateDiagram(good(), { missing: new Set(['queue:5', 'queue:99']) });
    expect(issues).toEqual([
      { block: 'queue', rule: 'no_database_reference', key: 'blocks.rules.no_database_reference', severity: 'error', params: { resource: 'queue', id: 5 } },
    ]);
  });

  it('jump to the flow itself is caught when the flow is known', () => {
    const d = diagram([b('start', 'start'), b('j', 'jump', { call_flow: 8 })], [['start', 'j']]);
    expect(rules(validateDiagram(d))).toEqual([]);
    expect(rules(validateDiagram(d, { flowId: 8 }))).toEqual(['j:flow_self']);
  });

  it('unreachable: a warning for an island no call reaches, which does not block a save', () => {
    const d = good();
    d.nodes.push(b('a', 'play_media', VALID.play_media), b('z', 'end_call'));
    d.edges.push({ id: 'island1', source: 'a', source_handle: null, target: 'z', target_handle: null }, { id: 'island2', source: 'z', source_handle: null, target: 'a', target_handle: null });
    // end_call has no port, so the "z → a" link is from a port z does not have.
    const issues = validateDiagram(d);
    expect(rules(issues)).toEqual(['z:unknown_port', 'a:no_unlinked', 'z:unreachable']);
    expect(issues.find((i) => i.rule === 'unreachable')?.severity).toBe('warning');
    expect(hasErrors(issues.filter((i) => i.rule === 'unreachable'))).toBe(false);
    expect(unreachableBlocks(d)).toEqual(new Set(['a', 'z']));
    expect(analyseDiagram(d)).toEqual({ issues, unreachable: new Set(['a', 'z']) });
  });

  it('a link into the start is no way in, and links to blocks that are not there are ignored', () => {
    const d = good();
    d.edges.push({ id: 'back', source: 'queue', source_handle: 'full', target: 'start', target_handle: null });
    d.edges.push({ id: 'ghost', source: 'ghost', source_handle: null, target: 'menu', target_handle: null });
    expect(rules(validateDiagram(d))).toEqual([]);
  });

  it('survives input that is no diagram', () => {
    for (const bad of [null, {}, { nodes: 'x', edges: 5 }, { nodes: [null, { id: 3 }], edges: [null] }]) {
      expect(() => validateDiagram(bad as unknown as Diagram)).not.toThrow();
    }
  });
});

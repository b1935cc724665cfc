import { describe, expect, it } from 'vitest';
import { runTestCase, STEP_LIMIT, traceCall, type CallScenario, type Diagram, type Trace } from '../../../core/callFlow/index.ts';
import { b, diagram, VALID } from './diagrams.ts';

const call = (at: string, more: Partial<CallScenario> = {}): CallScenario => ({ caller: '+3225880100', dialled: '+3292100200', at, ...more });
const path = (trace: Trace) => trace.steps.map((s) => `${s.block}${s.port ? `>${s.port}` : ''}`);

/** start → schedule (office hours in `zone`) → open: queue, closed: voicemail. */
const hours = (zone: string, route: Record<string, unknown> = { label: 'Office', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '09:00', to: '17:00' }) =>
  diagram(
    [b('start', 'start'), b('hours', 'schedule', { timezone: zone, routes: [route] }), b('queue', 'queue', VALID.queue), b('vm', 'voicemail', VALID.voicemail)],
    [['start', 'hours'], ['hours', 'queue', 'route-0'], ['hours', 'vm', 'closed'], ['queue', 'vm', 'full']],
  );

describe('traceCall: schedule', () => {
  it('is open or closed by the time in its own timezone', () => {
    // Monday 23 November 2026, 13:59 and 14:00 UTC: 08:59 and 09:00 in New York.
    const early = traceCall(hours('America/New_York'), call('2026-11-23T13:59:00Z'));
    expect(path(early)).toEqual(['start>next', 'hours>closed', 'vm']);
    expect(early.steps[1]).toMatchObject({ reason: 'blocks.kinds.schedule.trace.closed', params: { time: '08:59', date: '2026-11-23', timezone: 'America/New_York' } });
    const open = traceCall(hours('America/New_York'), call('2026-11-23T14:00:00Z'));
    expect(path(open)).toEqual(['start>next', 'hours>route-0', 'queue']);
    expect(open.steps[1]).toMatchObject({ reason: 'blocks.kinds.schedule.trace.open', params: { time: '09:00', route: 'Office' } });
    expect(open.end).toBe('ended');
  });

  it('takes the weekday where the schedule is: Monday 23:30 UTC is already Tuesday in Brussels', () => {
    const route = { label: 'Night', weekdays: ['tue'], from: '00:00', to: '08:00' };
    expect(path(traceCall(hours('Europe/Brussels', route), call('2026-11-23T23:30:00Z')))).toContain('hours>route-0');
    expect(path(traceCall(hours('UTC', route), call('2026-11-23T23:30:00Z')))).toContain('hours>closed');
    // An offset in the scenario's time is honoured: 00:30+01:00 is the same moment.
    expect(path(traceCall(hours('Europe/Brussels', route), call('2026-11-24T00:30:00+01:00')))).toContain('hours>route-0');
  });

  it('follows the clock change: 07:30 UTC is 08:30 in Brussels before summer time and 09:30 on its first day', () => {
    expect(path(traceCall(hours('Europe/Brussels'), call('2026-03-27T07:30:00Z')))).toContain('hours>closed'); // Friday, CET
    expect(path(traceCall(hours('Europe/Brussels'), call('2026-03-30T07:30:00Z')))).toContain('hours>route-0'); // Monday, CEST
  });

  it('reads a time without offset as UTC, wherever it runs', () => {
    expect(traceCall(hours('America/New_York'), call('2026-11-23T14:00')).steps[1].params).toMatchObject({ time: '09:00' });
    expect(traceCall(hours('America/New_York'), call('2026-11-23T14:00:00.000')).steps[1].params).toMatchObject({ time: '09:00' });
  });

  it('runs a route past midnight into the next day', () => {
    const route = { label: 'Late', weekdays: ['fri'], from: '22:00', to: '06:00' };
    expect(path(traceCall(hours('UTC', route), call('2026-11-28T02:00:00Z')))).toContain('hours>route-0'); // Saturday 02:00
    expect(path(traceCall(hours('UTC', route), call('2026-11-29T02:00:00Z')))).toContain('hours>closed'); // Sunday 02:00
  });
});

describe('traceCall: calendar', () => {
  const cal = diagram(
    [b('start', 'start'), b('cal', 'calendar', VALID.calendar), b('a', 'end_call'), b('c', 'end_call'), b('o', 'end_call')],
    [['start', 'cal'], ['cal', 'a', 'route-0'], ['cal', 'c', 'closed_dates'], ['cal', 'o', 'otherwise']],
  );
  const ctx = { closedDates: { 4: [{ from: '2026-12-31', to: null }] } };

  it('takes the route holding the date in its timezone, then the schedule’s closed dates, otherwise', () => {
    // 23 December 23:30 UTC is 24 December in Brussels.
    expect(path(traceCall(cal, call('2026-12-23T23:30:00Z'), ctx))).toEqual(['start>next', 'cal>route-0', 'a']);
    expect(path(traceCall(cal, call('2026-12-31T10:00:00Z'), ctx))).toEqual(['start>next', 'cal>closed_dates', 'c']);
    expect(path(traceCall(cal, call('2026-12-31T10:00:00Z')))).toEqual(['start>next', 'cal>otherwise', 'o']);
    expect(traceCall(cal, call('2026-12-23T22:30:00Z'), ctx).steps[1]).toMatchObject({ port: 'otherwise', params: { date: '2026-12-23' } });
  });
});

describe('traceCall: toggle', () => {
  const d = diagram(
    [b('start', 'start'), b('t', 'toggle', VALID.toggle), b('day', 'end_call'), b('night', 'voicemail', VALID.voicemail)],
    [['start', 't'], ['t', 'day', 'option-0'], ['t', 'night', 'option-1']],
  );

  it('follows the active option, or the one the scenario sets', () => {
    expect(traceCall(d, call('2026-11-23T10:00:00Z')).steps[1]).toMatchObject({ port: 'option-0', reason: 'blocks.kinds.toggle.trace.active', params: { option: 'Day' } });
    const night = traceCall(d, call('2026-11-23T10:00:00Z', { toggles: { t: 1 } }));
    expect(path(night)).toEqual(['start>next', 't>option-1', 'night']);
    expect(night.steps[1].reason).toBe('blocks.kinds.toggle.trace.chosen');
  });

  it('stops when no option is active', () => {
    const none = structuredClone(d);
    none.nodes[1].data = { options: [{ label: 'Day', shortcode: 41, active: false }] };
    expect(traceCall(none, call('2026-11-23T10:00:00Z')).end).toBe('dead_end');
  });
});

describe('traceCall: caller ID routing', () => {
  const d = diagram(
    [b('start', 'start'), b('cid', 'caller_id_routing', { routes: [{ label: 'VIP', matches: [{ type: 'number', value: '+32 2 588 01 00' }] }, { label: 'Friends', matches: [{ type: 'contact', value: 9 }] }] }), b('vip', 'end_call'), b('friend', 'end_call'), b('rest', 'end_call')],
    [['start', 'cid'], ['cid', 'vip', 'route-0'], ['cid', 'friend', 'route-1'], ['cid', 'rest', 'no_match']],
  );
  const ctx = { contacts: { 9: '+31102011000' } };

  it('matches the caller’s number, written any way, in E.164', () => {
    const trace = traceCall(d, { ...call('2026-11-23T10:00:00Z'), caller: '0032 2 588 01 00' }, ctx);
    expect(path(trace)).toEqual(['start>next', 'cid>route-0', 'vip']);
    expect(trace.steps[1]).toMatchObject({ reason: 'blocks.kinds.caller_id_routing.trace.number', params: { caller: '+3225880100', route: 'VIP' } });
  });

  it('matches a phonebook contact through the context, and no one else', () => {
    expect(path(traceCall(d, { ...call('2026-11-23T10:00:00Z'), caller: '+31 10 201 1000' }, ctx))).toEqual(['start>next', 'cid>route-1', 'friend']);
    expect(path(traceCall(d, { ...call('2026-11-23T10:00:00Z'), caller: '+31 10 201 1000' }))).toEqual(['start>next', 'cid>no_match', 'rest']);
    expect(path(traceCall(d, { ...call('2026-11-23T10:00:00Z'), caller: 'anonymous' }, ctx))).toEqual(['start>next', 'cid>no_match', 'rest']);
  });
});

describe('traceCall: option menu', () => {
  const d = diagram(
    [b('start', 'start'), b('menu', 'option_menu', VALID.option_menu), b('sales', 'end_call'), b('support', 'end_call'), b('t', 'end_call'), b('i', 'end_call')],
    [['start', 'menu'], ['menu', 'sales', 'option-0'], ['menu', 'support', 'option-1'], ['menu', 't', 'timeout'], ['menu', 'i', 'invalid']],
  );
  const at = '2026-11-23T10:00:00Z';

  it('follows the key pressed', () => {
    const trace = traceCall(d, call(at, { keys: ['2'] }));
    expect(path(trace)).toEqual(['start>next', 'menu>option-1', 'support']);
    expect(trace.steps[1]).toMatchObject({ reason: 'blocks.kinds.option_menu.trace.pressed', params: { key: '2', option: 'Support' } });
  });

  it('times out when no key is pressed', () => {
    expect(path(traceCall(d, call(at)))).toEqual(['start>next', 'menu>timeout', 't']);
  });

  it('gives another try after a wrong key, and leaves as invalid after max tries', () => {
    expect(path(traceCall(d, call(at, { keys: ['9', '1'] })))).toEqual(['start>next', 'menu>option-0', 'sales']);
    const invalid = traceCall(d, call(at, { keys: ['9', '9', '9'] }));
    expect(path(invalid)).toEqual(['start>next', 'menu>invalid', 'i']);
    expect(invalid.steps[1].params).toMatchObject({ key: '9', tries: 3 });
    // A wrong key, then silence: the last try timed out.
    expect(path(traceCall(d, call(at, { keys: ['9'] })))).toEqual(['start>next', 'menu>timeout', 't']);
  });

  it('uses each key press once, menu after menu', () => {
    const two = diagram(
      [b('start', 'start'), b('m1', 'option_menu', VALID.option_menu), b('m2', 'option_menu', VALID.option_menu), b('x', 'end_call'), b('y', 'end_call')],
      [['start', 'm1'], ['m1', 'm2', 'option-0'], ['m1', 'x', 'option-1'], ['m1', 'x', 'timeout'], ['m1', 'x', 'invalid'], ['m2', 'x', 'option-0'], ['m2', 'y', 'option-1'], ['m2', 'x', 'timeout'], ['m2', 'x', 'invalid']],
    );
    expect(path(traceCall(two, call(at, { keys: ['1', '2'] })))).toEqual(['start>next', 'm1>option-0', 'm2>option-1', 'y']);
  });
});

describe('traceCall: queue, dial, distribute, active calls', () => {
  const at = '2026-11-23T10:00:00Z';
  it('a queue answers, or when full sends the call on', () => {
    const d = hours('UTC');
    expect(traceCall(d, call(at)).steps.at(-1)).toMatchObject({ block: 'queue', port: null, reason: 'blocks.kinds.queue.trace.answered' });
    const full = traceCall(d, call(at, { queue_full: { queue: true } }));
    expect(path(full)).toEqual(['start>next', 'hours>route-0', 'queue>full', 'vm']);
    expect(full.steps[2].reason).toBe('blocks.kinds.queue.trace.full');
    expect(full.end).toBe('ended');
  });

  it('reads a scenario’s entries by the block’s own id only, whatever the id', () => {
    const d = diagram([b('start', 'start'), b('constructor', 'queue', VALID.queue), b('vm', 'voicemail', VALID.voicemail)], [['start', 'constructor'], ['constructor', 'vm', 'full']]);
    expect(path(traceCall(d, call(at, { queue_full: {} })))).toEqual(['start>next', 'constructor']);
    expect(path(traceCall(d, call(at, { queue_full: { constructor: true } })))).toEqual(['start>next', 'constructor>full', 'vm']);
  });

  it('a dial is answered unless the scenario says nobody answers', () => {
    const d = diagram([b('start', 'start'), b('dial', 'dial', VALID.dial), b('vm', 'voicemail', VALID.voicemail)], [['start', 'dial'], ['dial', 'vm', 'no_answer']]);
    expect(path(traceCall(d, call(at)))).toEqual(['start>next', 'dial']);
    expect(path(traceCall(d, call(at, { no_answer: { dial: true } })))).toEqual(['start>next', 'dial>no_answer', 'vm']);
  });

  it('distribute takes the route the scenario gives, the first by default', () => {
    const d = diagram([b('start', 'start'), b('d', 'distribute', VALID.distribute), b('a', 'end_call'), b('b', 'end_call'), b('c', 'end_call')], [['start', 'd'], ['d', 'a', 'route-0'], ['d', 'b', 'route-1'], ['d', 'c', 'route-2']]);
    expect(path(traceCall(d, call(at)))).toEqual(['start>next', 'd>route-0', 'a']);
    expect(path(traceCall(d, call(at, { distribute: { d: 2 } })))).toEqual(['start>next', 'd>route-2', 'c']);
  });

  it('active calls: the first option whose maximum holds, otherwise', () => {
    const d = diagram([b('start', 'start'), b('ac', 'active_calls', VALID.active_calls), b('q', 'end_call'), b('b', 'end_call'), b('o', 'end_call')], [['start', 'ac'], ['ac', 'q', 'option-0'], ['ac', 'b', 'option-1'], ['ac', 'o', 'otherwise']]);
    expect(path(traceCall(d, call(at)))).toContain('ac>option-0');
    expect(path(traceCall(d, call(at, { active_calls: { ac: 4 } })))).toContain('ac>option-1');
    expect(path(traceCall(d, call(at, { active_calls: { ac: 9 } })))).toContain('ac>otherwise');
  });
});

describe('traceCall: jumps, loops and ends', () => {
  const at = '2026-11-23T10:00:00Z';
  const other: Diagram = diagram([b('start', 'start'), b('vm', 'voicemail', VALID.voicemail)], [['start', 'vm']]);

  it('jumps into another call flow and goes on at its start', () => {
    const d = diagram([b('start', 'start'), b('j', 'jump', VALID.jump)], [['start', 'j']]);
    const trace = traceCall(d, call(at), { flowId: 3, flows: { 8: other } });
    expect(trace.steps.map((s) => [s.flow, s.block])).toEqual([[3, 'start'], [3, 'j'], [8, 'start'], [8, 'vm']]);
    expect(trace.steps[1]).toMatchObject({ reason: 'blocks.kinds.jump.trace.jumped', params: { call_flow: 8 } });
    expect(trace.end).toBe('ended');
    const missing = traceCall(d, call(at));
    expect(missing.end).toBe('dead_end');
    expect(missing.steps.at(-1)?.reason).toBe('blocks.trace.flow_unavailable');
  });

  it('reports a loop instead of following it forever', () => {
    // No key pressed: the menu times out into a message that leads back to the menu.
    const d = diagram(
      [b('start', 'start'), b('menu', 'option_menu', VALID.option_menu), b('again', 'play_media', VALID.play_media), b('x', 'end_call')],
      [['start', 'menu'], ['menu', 'x', 'option-0'], ['menu', 'x', 'option-1'], ['menu', 'again', 'timeout'], ['menu', 'x', 'invalid'], ['again', 'menu']],
    );
    const trace = traceCall(d, call(at));
    expect(trace.end).toBe('loop');
    expect(path(trace)).toEqual(['start>next', 'menu>timeout', 'again>next', 'menu']);
    expect(trace.steps.at(-1)?.reason).toBe('blocks.trace.loop');
    // With a key press the second visit is another state: the call gets out.
    expect(path(traceCall(d, call(at, { keys: ['9', '9', '9', '1'] })))).toEqual(['start>next', 'menu>invalid', 'x']);
  });

  it('finds a loop through two call flows that jump to each other', () => {
    const a = diagram([b('start', 'start'), b('j', 'jump', { call_flow: 2 })], [['start', 'j']]);
    const bFlow = diagram([b('start', 'start'), b('j', 'jump', { call_flow: 1 })], [['start', 'j']]);
    const trace = traceCall(a, call(at), { flowId: 1, flows: { 1: a, 2: bFlow } });
    expect(trace.end).toBe('loop');
    expect(trace.steps).toHaveLength(5);
  });

  it('stops at the step limit when every visit uses a key press', () => {
    const menu = { prompts: [3], options: [{ key: '1', label: 'Again' }], max_tries: 1, timeout: 5 };
    const d = diagram([b('start', 'start'), b('m', 'option_menu', menu), b('x', 'end_call')], [['start', 'm'], ['m', 'm', 'option-0'], ['m', 'x', 'timeout'], ['m', 'x', 'invalid']]);
    const trace = traceCall(d, call(at, { keys: Array(5000).fill('1') }));
    expect(trace.end).toBe('step_limit');
    expect(trace.steps).toHaveLength(STEP_LIMIT);
  });

  it('a port that leads nowhere is a dead end, and so is a diagram without start or a time that is none', () => {
    const d = diagram([b('start', 'start'), b('p', 'play_media', VALID.play_media)], [['start', 'p']]);
    const trace = traceCall(d, call(at));
    expect(trace.end).toBe('dead_end');
    expect(trace.steps.at(-1)).toMatchObject({ block: 'p', port: 'next', params: { unlinked: 'next' } });
    expect(traceCall({ nodes: [], edges: [] }, call(at))).toEqual({ steps: [], end: 'dead_end' });
    expect(traceCall(d, call('yesterday'))).toEqual({ steps: [], end: 'dead_end' });
  });
});

describe('runTestCase', () => {
  const d = hours('UTC');
  it('passes when the call reaches the expected block', () => {
    expect(runTestCase(d, { name: 'Office hours go to the queue', scenario: call('2026-11-23T10:00:00Z'), expect: { block: 'queue' } })).toEqual({ passed: true, reached: 'queue', diverged_at: null });
    // Passing through counts: the full queue sends the call to voicemail.
    expect(runTestCase(d, { name: 'Full queue', scenario: call('2026-11-23T10:00:00Z', { queue_full: { queue: true } }), expect: { block: 'queue' } }).passed).toBe(true);
  });

  it('fails naming where the call went elsewhere', () => {
    expect(runTestCase(d, { name: 'Sunday', scenario: call('2026-11-22T10:00:00Z'), expect: { block: 'queue' } })).toEqual({ passed: false, reached: 'vm', diverged_at: 'hours' });
    expect(runTestCase(d, { name: 'Gone', scenario: call('2026-11-22T10:00:00Z'), expect: { block: 'nothing' } })).toEqual({ passed: false, reached: 'vm', diverged_at: null });
  });
});

import { describe, expect, it } from 'vitest';
import { walkFlow } from '../../../core/callFlow/route.ts';
import { dialledKind, failoverReached, outboundNumber, ringGroupRings } from '../../../core/callFlow/routeRules.ts';
import type { Block, Diagram } from '../../../core/callFlow/types.ts';

const flow = (blocks: [string, string, Record<string, unknown>?][], links: [string, string, string?][]): Diagram => ({
  nodes: blocks.map(([id, type, data]): Block => ({ id, type, data: data ?? {} })),
  edges: links.map(([source, target, port], i) => ({ id: `e${i}`, source, source_handle: port ?? null, target })),
});

const OPEN = { timezone: 'Europe/Brussels', routes: [{ label: 'Office', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '08:00', to: '18:00' }] };
const diagram = flow(
  [['start', 'start'], ['s', 'schedule', OPEN], ['d', 'dial', { tiers: [[{ type: 'extension', value: 1 }]] }], ['p', 'play_media', { files: [3] }], ['vm', 'voicemail', { box: 2 }], ['end', 'end_call']],
  [['start', 's'], ['s', 'd', 'route-0'], ['s', 'p', 'closed'], ['p', 'end'], ['d', 'vm', 'no_answer']],
);
const scenario = (at: string) => ({ caller: '+32475000001', dialled: '', at });

describe('a real call through a flow', () => {
  it('stops before the Dial in open hours and before the announcement when closed', () => {
    expect(walkFlow(diagram, scenario('2026-11-25T10:00:00Z'), {})).toMatchObject({ kind: 'step', step: 'dial', position: { block: 'd' } });
    expect(walkFlow(diagram, scenario('2026-11-25T22:00:00Z'), {})).toMatchObject({ kind: 'step', step: 'media', type: 'play_media', data: { files: [3] } });
  });

  it('resumes an unanswered Dial by no_answer and an announcement by next, to the flow’s end', () => {
    const at = scenario('2026-11-25T10:00:00Z');
    expect(walkFlow(diagram, at, {}, { position: { flow: null, block: 'd' }, type: 'dial' })).toMatchObject({ kind: 'step', step: 'media', type: 'voicemail' });
    expect(walkFlow(diagram, at, {}, { position: { flow: null, block: 'p' }, type: 'play_media' })).toEqual({ kind: 'end', end: 'ended', type: 'end_call' });
  });
});

describe('the rules outside the diagram', () => {
  it('fails over at one, half or all of the extensions unreachable', () => {
    expect([failoverReached('one', 4, 1), failoverReached('half', 4, 1), failoverReached('half', 4, 2), failoverReached('all', 4, 3), failoverReached('all', 4, 4)]).toEqual([true, false, true, false, true]);
    expect(failoverReached('one', 0, 0)).toBe(false);
  });

  it('leaves expired ring-group members out and keeps the delays', () => {
    const members = [{ extension: 1, ring_delay: 5 }, { extension: 2, expires: '2026-11-25' }, { extension: 3, expires: '2026-11-26', ignore_extension_mobile: true }];
    expect(ringGroupRings(members, '2026-11-25')).toEqual([{ extension: 1, delay: 5, mobile: true }, { extension: 3, delay: 0, mobile: false }]);
  });

  it('reads dialled numbers in the caller’s country and checks its destination countries', () => {
    expect(outboundNumber('0475 12 34 56', 'BE', ['BE'])).toEqual({ number: '+32475123456', allowed: true });
    expect(outboundNumber('0033142685300', 'BE', ['BE'])).toEqual({ number: '+33142685300', allowed: false });
    expect(outboundNumber('hello', 'BE', ['BE'])).toBeUndefined();
    expect([dialledKind('##12'), dialledKind('*8'), dialledKind('201')]).toEqual([{ kind: 'toggle', shortcode: 12 }, { kind: 'star', code: '*8' }, { kind: 'number' }]);
  });
});

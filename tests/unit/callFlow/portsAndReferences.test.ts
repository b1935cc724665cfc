import { describe, expect, it } from 'vitest';
import { BLOCK_KINDS, BLOCK_TYPES, portsOf, referencesOf } from '../../../core/callFlow/index.ts';
import { b, diagram, VALID } from './diagrams.ts';

describe('portsOf', () => {
  it('derives every kind’s output ports from its data, in order', () => {
    const ports = Object.fromEntries(BLOCK_TYPES.map((type) => [type, portsOf(b('x', type, VALID[type]))]));
    expect(ports).toEqual({
      start: ['next'],
      option_menu: ['option-0', 'option-1', 'timeout', 'invalid'],
      dial: ['no_answer'],
      calendar: ['route-0', 'closed_dates', 'otherwise'],
      schedule: ['route-0', 'closed'],
      toggle: ['option-0', 'option-1'],
      queue: ['full'],
      voicemail: [],
      fax: [],
      distribute: ['route-0', 'route-1', 'route-2'],
      caller_id_routing: ['route-0', 'no_match'],
      active_calls: ['option-0', 'option-1', 'otherwise'],
      play_media: ['next'],
      speak: ['next'],
      jump: [],
      summary: ['next'],
      end_call: [],
    });
  });

  it('gives a calendar its closed_dates port only with a time schedule', () => {
    expect(portsOf(b('c', 'calendar', { ...VALID.calendar, time_schedule: null }))).toEqual(['route-0', 'otherwise']);
  });

  it('follows the lists as they change: a third menu option, a distribute of 2, no schedule routes', () => {
    expect(portsOf(b('m', 'option_menu', { options: [{ key: '1' }, { key: '2' }, { key: '3' }] }))).toEqual(['option-0', 'option-1', 'option-2', 'timeout', 'invalid']);
    expect(portsOf(b('d', 'distribute', { routes: 2 }))).toEqual(['route-0', 'route-1']);
    expect(portsOf(b('d', 'distribute', { routes: null }))).toEqual([]);
    expect(portsOf(b('s', 'schedule', {}))).toEqual(['closed']);
  });

  it('has no ports for an unknown kind or data that is no object', () => {
    expect(portsOf(b('u', 'teleport'))).toEqual([]);
    expect(portsOf({ id: 'm', type: 'option_menu', data: [] as unknown as Record<string, unknown> })).toEqual(['timeout', 'invalid']);
  });

  it('names a list port after its item', () => {
    expect(BLOCK_KINDS.option_menu.portLabel(VALID.option_menu, 'option-1')).toBe('Support');
    expect(BLOCK_KINDS.option_menu.portLabel({ options: [{ key: '5', label: '' }] }, 'option-0')).toBe('5');
    expect(BLOCK_KINDS.schedule.portLabel(VALID.schedule, 'route-0')).toBe('Office');
    expect(BLOCK_KINDS.schedule.portLabel(VALID.schedule, 'closed')).toBe('');
  });
});

describe('referencesOf', () => {
  it('lists every record the blocks refer to, with the block', () => {
    const d = diagram(
      BLOCK_TYPES.map((type) => b(type, type, VALID[type])),
      [],
    );
    expect(referencesOf(d)).toEqual([
      { resource: 'media_file', id: 3, block: 'option_menu' },
      { resource: 'extension', id: 12, block: 'dial' },
      { resource: 'phonebook_contact', id: 7, block: 'dial' },
      { resource: 'ring_tone', id: 2, block: 'dial' },
      { resource: 'time_schedule', id: 4, block: 'calendar' },
      { resource: 'queue', id: 5, block: 'queue' },
      { resource: 'voicemail_box', id: 6, block: 'voicemail' },
      { resource: 'phonebook_contact', id: 9, block: 'caller_id_routing' },
      { resource: 'extension', id: 12, block: 'active_calls' },
      { resource: 'extension', id: 13, block: 'active_calls' },
      { resource: 'media_file', id: 3, block: 'play_media' },
      { resource: 'media_file', id: 4, block: 'play_media' },
      { resource: 'call_flow', id: 8, block: 'jump' },
    ]);
  });

  it('names a dial’s ring group and leaves out what is not chosen or no id', () => {
    expect(BLOCK_KINDS.dial.references({ tiers: [[{ type: 'extension', value: null }, { type: 'number', value: '+3225880100' }]], ring_group: 3, ringtone: 'x' })).toEqual([
      { resource: 'ring_group', id: 3 },
    ]);
    expect(BLOCK_KINDS.queue.references({ queue: '5' })).toEqual([]);
    expect(referencesOf({ nodes: [b('q', 'queue', { queue: 1.5 })], edges: [] })).toEqual([]);
  });
});

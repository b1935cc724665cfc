import type { Block, Diagram } from '../../../core/callFlow/index.ts';

/** A block as the tests write it: id, type and data. */
export const b = (id: string, type: string, data: Record<string, unknown> = {}): Block => ({ id, type, position: { x: 0, y: 0 }, data });

/** A diagram from blocks and links `[source, target, port?]` (no port: `next`, stored as null as the designer does). */
export function diagram(blocks: Block[], links: [string, string, string?][]): Diagram {
  return {
    nodes: blocks,
    edges: links.map(([source, target, port], i) => ({ id: `l${i + 1}`, source, source_handle: port ?? null, target, target_handle: null })),
  };
}

/** Complete, valid data for every kind, to start each rule's case from. */
export const VALID: Record<string, Record<string, unknown>> = {
  start: {},
  option_menu: { prompts: [3], options: [{ key: '1', label: 'Sales' }, { key: '2', label: 'Support' }], max_tries: 3, timeout: 5 },
  dial: { mode: 'simple', tiers: [[{ type: 'extension', value: 12 }, { type: 'number', value: '+3225880100' }, { type: 'contact', value: 7 }]], ring_time: 30, ringtone: 2, ring_group: null },
  calendar: { timezone: 'Europe/Brussels', routes: [{ label: 'Christmas', dates: [{ from: '2026-12-24', to: '2026-12-26' }] }], time_schedule: 4 },
  schedule: { timezone: 'Europe/Brussels', routes: [{ label: 'Office', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '09:00', to: '17:00' }] },
  toggle: { options: [{ label: 'Day', shortcode: 41, active: true }, { label: 'Night', shortcode: 42, active: false }] },
  queue: { queue: 5 },
  voicemail: { box: 6 },
  fax: { recipients: ['fax@example.com'] },
  distribute: { routes: 3, method: 'round_robin' },
  caller_id_routing: { routes: [{ label: 'VIP', matches: [{ type: 'number', value: '+3225880100' }, { type: 'contact', value: 9 }] }] },
  active_calls: { extensions: [12, 13], options: [{ label: 'Quiet', max_calls: 1 }, { label: 'Busy', max_calls: 5 }] },
  play_media: { files: [3, 4] },
  speak: { text: 'Welcome', language: 'en-GB', voice: 'en-GB-female' },
  jump: { call_flow: 8 },
  summary: { language: 'en-GB' },
  end_call: {},
};

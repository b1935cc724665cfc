import { runTestCase, validateDiagram, type CallScenario, type Diagram } from '../../../core/callFlow/index.ts';
import type { AreaSeed, DemoGroupKey, SeedContext } from '../../seed/types.ts';
import { blockReferences, storedReferences } from './references.ts';
import { traceContext } from './traceContext.ts';

/**
 * Each group's call flows, made of the designer's block kinds and naming the group's own seeded
 * records (queues, voicemail boxes, media files, time schedules, extensions, ring groups,
 * contacts: their seeds run first, as call_flow.references names them): the flows its phone
 * numbers would route to, valid under every rule of the designer (checked here, so the demo
 * never holds an active flow the designer would refuse), a draft concept left unfinished, and
 * for the main flow a short history of confirmed saves and test cases that pass.
 */

type Ids = (resource: string) => number[];
type BlockSpec = [id: string, type: string, x: number, y: number, data?: Record<string, unknown>];
type LinkSpec = [source: string, target: string, port?: string];

function diagram(blocks: BlockSpec[], links: LinkSpec[]): Diagram {
  return {
    nodes: blocks.map(([id, type, x, y, data]) => ({ id, type, position: { x, y }, data: data ?? {} })),
    edges: links.map(([source, target, port], i) => ({ id: `e${i + 1}`, source, source_handle: port ?? null, target, target_handle: null })),
  };
}

interface DemoFlow {
  description: string;
  draft: boolean;
  diagram: (ids: Ids, flows: number[]) => Diagram;
  /** Earlier confirmed saves, oldest first (the live diagram is the last revision). */
  history?: { diagram: (ids: Ids) => Diagram; comment: string; daysAgo: number }[];
  comment?: string;
  tests?: { name: string; scenario: CallScenario; expect: string }[];
}

const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'];

/** The practice's line by day: holidays and the schedule first, then a menu to the queues; voicemail after hours. */
const acmeOfficeHours = (ids: Ids) =>
  diagram(
    [
      ['start', 'start', 0, 0],
      ['override', 'toggle', 0, 120, { options: [{ label: 'Follow the calendar', shortcode: 71, active: true }, { label: 'Closed today', shortcode: 72, active: false }] }],
      ['holidays', 'calendar', 0, 260, { timezone: 'Europe/Brussels', time_schedule: ids('time_schedule')[0], routes: [{ label: 'Christmas closure', dates: [{ from: '2026-12-24', to: '2026-12-26' }] }] }],
      ['hours', 'schedule', 0, 400, { timezone: 'Europe/Brussels', routes: [{ label: 'Open', weekdays, from: '08:30', to: '17:30' }] }],
      ['menu', 'option_menu', 0, 540, {
        prompts: [ids('media_file')[0]],
        options: [{ key: '1', label: 'Appointments' }, { key: '2', label: 'Emergencies' }, { key: '3', label: 'Billing' }],
        max_tries: 3,
        timeout: 5,
      }],
      ['appointments', 'queue', -320, 700, { queue: ids('queue')[0] }],
      ['dentist', 'dial', 0, 700, { mode: 'advanced', tiers: [[{ type: 'extension', value: ids('extension')[2] }], [{ type: 'extension', value: ids('extension')[3] }, { type: 'contact', value: ids('phonebook_contact')[3] }]], ring_time: 20, ringtone: null, ring_group: null }],
      ['emergencies', 'queue', 0, 860, { queue: ids('queue')[1] }],
      ['billing', 'queue', 320, 700, { queue: ids('queue')[2] }],
      ['billing_vm', 'voicemail', 320, 860, { box: ids('voicemail_box')[0] }],
      ['closed_message', 'play_media', -640, 540, { files: [ids('media_file')[1]] }],
      ['reception_vm', 'voicemail', -640, 860, { box: ids('voicemail_box')[0] }],
    ],
    [
      ['start', 'override'],
      ['override', 'holidays', 'option-0'], ['override', 'closed_message', 'option-1'],
      ['holidays', 'closed_message', 'route-0'], ['holidays', 'closed_message', 'closed_dates'], ['holidays', 'hours', 'otherwise'],
      ['hours', 'menu', 'route-0'], ['hours', 'closed_message', 'closed'],
      ['menu', 'appointments', 'option-0'], ['menu', 'dentist', 'option-1'], ['menu', 'billing', 'option-2'],
      ['menu', 'appointments', 'timeout'], ['menu', 'reception_vm', 'invalid'],
      ['appointments', 'reception_vm', 'full'], ['dentist', 'emergencies', 'no_answer'], ['emergencies', 'reception_vm', 'full'],
      ['billing', 'billing_vm', 'full'],
      ['closed_message', 'reception_vm'],
    ],
  );

/** The same line before Billing had a queue of its own and before the holiday calendar. */
const acmeFirstVersion = (ids: Ids) =>
  diagram(
    [
      ['start', 'start', 0, 0],
      ['hours', 'schedule', 0, 140, { timezone: 'Europe/Brussels', routes: [{ label: 'Open', weekdays, from: '08:30', to: '17:30' }] }],
      ['menu', 'option_menu', 0, 280, { prompts: [ids('media_file')[0]], options: [{ key: '1', label: 'Appointments' }, { key: '2', label: 'Emergencies' }], max_tries: 3, timeout: 5 }],
      ['appointments', 'queue', -200, 440, { queue: ids('queue')[0] }],
      ['emergencies', 'queue', 200, 440, { queue: ids('queue')[1] }],
      ['reception_vm', 'voicemail', 0, 600, { box: ids('voicemail_box')[0] }],
    ],
    [
      ['start', 'hours'], ['hours', 'menu', 'route-0'], ['hours', 'reception_vm', 'closed'],
      ['menu', 'appointments', 'option-0'], ['menu', 'emergencies', 'option-1'], ['menu', 'appointments', 'timeout'], ['menu', 'reception_vm', 'invalid'],
      ['appointments', 'reception_vm', 'full'], ['emergencies', 'reception_vm', 'full'],
    ],
  );

const FLOWS: Record<DemoGroupKey, DemoFlow[]> = {
  acme: [
    {
      description: 'Reception - office hours',
      draft: false,
      diagram: acmeOfficeHours,
      history: [{ diagram: acmeFirstVersion, comment: 'Menu with appointments and emergencies', daysAgo: 30 }],
      comment: 'Billing gets its own queue; holidays from the office-hours schedule',
      tests: [
        { name: 'Tuesday morning, key 1: appointments', scenario: { caller: '+32470123456', dialled: '+3225880100', at: '2026-11-24T09:30:00+01:00', keys: ['1'] }, expect: 'appointments' },
        { name: 'Tuesday morning, key 3: billing', scenario: { caller: '+32470123456', dialled: '+3225880100', at: '2026-11-24T10:15:00+01:00', keys: ['3'] }, expect: 'billing' },
        { name: 'Sunday: the closed message', scenario: { caller: '+32470123456', dialled: '+3225880100', at: '2026-11-29T11:00:00+01:00' }, expect: 'closed_message' },
      ],
    },
    {
      description: 'Reception - after hours',
      draft: false,
      diagram: (ids) =>
        diagram(
          [
            ['start', 'start', 0, 0],
            ['known', 'caller_id_routing', 0, 140, { routes: [{ label: 'Dental lab', matches: [{ type: 'contact', value: ids('phonebook_contact')[1] }, { type: 'number', value: '+3292231122' }] }] }],
            ['lab_line', 'dial', -220, 300, { mode: 'simple', tiers: [[{ type: 'extension', value: ids('extension')[9] }]], ring_time: 30, ringtone: null, ring_group: null }],
            ['closed', 'speak', 220, 300, { text: 'Onze praktijk is gesloten. Laat na de toon een bericht achter, wij bellen u morgen terug.', language: 'nl-BE', voice: 'nl-BE-Lisa' }],
            ['reception_vm', 'voicemail', 0, 460, { box: ids('voicemail_box')[0] }],
          ],
          [['start', 'known'], ['known', 'lab_line', 'route-0'], ['known', 'closed', 'no_match'], ['lab_line', 'reception_vm', 'no_answer'], ['closed', 'reception_vm']],
        ),
    },
    {
      description: 'Ghent practice line',
      draft: false,
      diagram: (ids, flows) =>
        diagram(
          [
            ['start', 'start', 0, 0],
            ['front_desk', 'dial', 0, 140, { mode: 'simple', tiers: [[{ type: 'extension', value: ids('extension')[4] }, { type: 'extension', value: ids('extension')[6] }]], ring_time: 25, ringtone: null, ring_group: ids('ring_group')[2] ?? null }],
            ['to_brussels', 'jump', 0, 300, { call_flow: flows[0] }],
          ],
          [['start', 'front_desk'], ['front_desk', 'to_brussels', 'no_answer']],
        ),
    },
    {
      description: 'New appointment menu (draft)',
      draft: true,
      // Unfinished: no prompt chosen yet, the second option unlabelled and nothing linked past the menu.
      diagram: () =>
        diagram(
          [
            ['start', 'start', 0, 0],
            ['menu', 'option_menu', 0, 140, { prompts: [], options: [{ key: '1', label: 'New patients' }, { key: '2', label: '' }], max_tries: 3, timeout: 5 }],
            ['summary', 'summary', 0, 300, { language: 'nl-BE' }],
          ],
          [['start', 'menu'], ['menu', 'summary', 'option-0']],
        ),
    },
  ],
  northwind: [
    {
      description: 'Northwind main line',
      draft: false,
      diagram: (ids) =>
        diagram(
          [
            ['start', 'start', 0, 0],
            ['hours', 'schedule', 0, 140, { timezone: 'Europe/Brussels', routes: [{ label: 'Helpdesk open', weekdays, from: '08:00', to: '18:00' }] }],
            ['welcome', 'play_media', 0, 280, { files: [ids('media_file')[0]] }],
            ['support', 'queue', 0, 420, { queue: ids('queue')[0] }],
            ['support_vm', 'voicemail', 0, 560, { box: ids('voicemail_box')[0] }],
          ],
          [['start', 'hours'], ['hours', 'welcome', 'route-0'], ['hours', 'support_vm', 'closed'], ['welcome', 'support'], ['support', 'support_vm', 'full']],
        ),
      tests: [{ name: 'Monday 10:00 reaches the support queue', scenario: { caller: '+3235550199', dialled: '+3235550100', at: '2026-11-23T10:00:00+01:00' }, expect: 'support' }],
    },
    {
      description: 'Northwind after hours',
      draft: false,
      diagram: (ids) =>
        diagram(
          [
            ['start', 'start', 0, 0],
            ['closed', 'speak', 0, 140, { text: 'Our helpdesk is closed. Please leave a message after the tone.', language: 'en-GB', voice: 'en-GB-Amy' }],
            ['support_vm', 'voicemail', 0, 280, { box: ids('voicemail_box')[0] }],
          ],
          [['start', 'closed'], ['closed', 'support_vm']],
        ),
    },
    {
      description: 'Northwind holiday line (draft)',
      draft: true,
      diagram: () => diagram([['start', 'start', 0, 0], ['holidays', 'calendar', 0, 140, { timezone: 'Europe/Brussels', routes: [], time_schedule: null }]], [['start', 'holidays']]),
    },
  ],
  blue_harbor: [
    {
      description: 'Dispatch main line',
      draft: false,
      diagram: (ids) =>
        diagram(
          [
            ['start', 'start', 0, 0],
            ['storm', 'toggle', 0, 120, { options: [{ label: 'Normaal', shortcode: 81, active: true }, { label: 'Storm: alleen dispatch', shortcode: 82, active: false }] }],
            ['hours', 'schedule', 0, 260, { timezone: 'Europe/Amsterdam', routes: [{ label: 'Kantoor open', weekdays, from: '07:00', to: '18:00' }] }],
            ['busy', 'active_calls', 0, 400, { extensions: ids('extension').slice(1, 3), options: [{ label: 'Ruimte', max_calls: 1 }] }],
            ['orders', 'queue', -220, 540, { queue: ids('queue')[0] }],
            ['spread', 'distribute', 220, 540, { routes: 2, method: 'round_robin' }],
            ['dispatch', 'dial', 120, 700, { mode: 'simple', tiers: [[{ type: 'extension', value: ids('extension')[5] }]], ring_time: 30, ringtone: null, ring_group: null }],
            ['warehouse', 'queue', 360, 700, { queue: ids('queue')[1] }],
            ['closed', 'play_media', -440, 400, { files: [ids('media_file')[1]] }],
            ['dispatch_vm', 'voicemail', 0, 860, { box: ids('voicemail_box')[0] }],
          ],
          [
            ['start', 'storm'], ['storm', 'hours', 'option-0'], ['storm', 'dispatch', 'option-1'],
            ['hours', 'busy', 'route-0'], ['hours', 'closed', 'closed'],
            ['busy', 'orders', 'option-0'], ['busy', 'spread', 'otherwise'],
            ['spread', 'dispatch', 'route-0'], ['spread', 'warehouse', 'route-1'],
            ['orders', 'dispatch_vm', 'full'], ['dispatch', 'dispatch_vm', 'no_answer'], ['warehouse', 'dispatch_vm', 'full'], ['closed', 'dispatch_vm'],
          ],
        ),
      tests: [{ name: 'Werkdag 09:00, rustig: orders', scenario: { caller: '+31612345678', dialled: '+31102001100', at: '2026-11-24T09:00:00+01:00', active_calls: { busy: 0 } }, expect: 'orders' }],
    },
    {
      description: 'Warehouse after hours',
      draft: false,
      diagram: (ids) =>
        diagram(
          [
            ['start', 'start', 0, 0],
            ['closed', 'play_media', 0, 140, { files: [ids('media_file')[1]] }],
            ['fax', 'fax', -200, 280, { recipients: ['warehouse@blueharbor.example'] }],
            ['menu', 'option_menu', 0, 280, { prompts: [ids('media_file')[0]], options: [{ key: '1', label: 'Voicemail' }, { key: '9', label: 'Fax' }], max_tries: 2, timeout: 5 }],
            ['jan_vm', 'voicemail', 200, 420, { box: ids('voicemail_box')[1] }],
            ['bye', 'end_call', 0, 420],
          ],
          [['start', 'closed'], ['closed', 'menu'], ['menu', 'jan_vm', 'option-0'], ['menu', 'fax', 'option-1'], ['menu', 'bye', 'timeout'], ['menu', 'bye', 'invalid']],
        ),
    },
  ],
};

/** Who confirmed the demo's saves: the group's first person (the users themselves are made after the areas). */
const AUTHORS: Record<DemoGroupKey, string> = { northwind: 'Rita Reseller', acme: 'Alice Admin', blue_harbor: 'Jan de Vries' };

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

function checked(description: string, d: Diagram, flowId?: number): Diagram {
  const errors = validateDiagram(d, { flowId }).filter((i) => i.severity === 'error');
  if (errors.length) throw new Error(`demo call flow ${description} breaks the designer's rules: ${JSON.stringify(errors)}`);
  return d;
}

async function history(ctx: SeedContext, groupKey: DemoGroupKey, flowId: number, flow: DemoFlow, ids: Ids, live: Diagram) {
  const saves = [...(flow.history ?? []).map((h) => ({ ...h, diagram: checked(flow.description, h.diagram(ids)) })), { diagram: live, comment: flow.comment ?? '', daysAgo: 2 }];
  for (const [index, save] of saves.entries()) {
    await ctx.tx.query(
      `INSERT INTO call_flow_revisions (call_flow_id, number, description, diagram, comment, created_at, created_by, created_by_name)
       VALUES ($1, $2, $3, $4, $5, now() - make_interval(days => $6), NULL, $7)`,
      [flowId, index + 1, flow.description, JSON.stringify(save.diagram), save.comment, save.daysAgo, AUTHORS[groupKey]],
    );
  }
}

export const seed: AreaSeed = async (ctx) => {
  for (const group of ctx.groups) {
    const ids: Ids = (resource) => ctx.ids(resource, group.key);
    const made: number[] = [];
    for (const flow of FLOWS[group.key]) {
      const d = flow.diagram(ids, made);
      const live = flow.draft ? d : checked(flow.description, d);
      const id = await ctx.insert('call_flow', group.id, {
        description: flow.description,
        draft: flow.draft,
        diagram: live,
        working_diagram: null,
        // The group's administrator made them; the live ones are the whole group's to see (issue 9: owned records).
        owners: ids('extension').slice(0, 1),
        is_shared: !flow.draft,
        references: storedReferences(blockReferences({ diagram: live })),
        // The last change the lists show: the live flows' last confirmed save (history(), 2 days ago), the concepts' draft save since.
        changed: { at: daysAgo(flow.draft ? 1 : 2), by: { id: null, name: AUTHORS[group.key] } },
      });
      made.push(id);
      if (!flow.draft) await history(ctx, group.key, id, flow, ids, live);
      const context = flow.tests ? { ...(await traceContext(ctx.tx, group.id, live, id)), flowId: id } : {};
      for (const test of flow.tests ?? []) {
        const run = runTestCase(live, { name: test.name, scenario: test.scenario, expect: { block: test.expect } }, context);
        if (!run.passed) throw new Error(`demo test case "${test.name}" of ${flow.description} fails: ${JSON.stringify(run)}`);
        const [row] = await ctx.tx.query<{ id: number }>(
          'INSERT INTO call_flow_test_cases (call_flow_id, name, scenario, expect) VALUES ($1, $2, $3, $4) RETURNING id',
          [id, test.name, JSON.stringify(test.scenario), JSON.stringify({ block: test.expect })],
        );
        const result = { test_case: row.id, name: test.name, ...run };
        await ctx.tx.query('UPDATE call_flow_test_cases SET last_result = $2 WHERE id = $1', [row.id, JSON.stringify(result)]);
      }
    }
  }
};

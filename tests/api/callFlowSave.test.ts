import { beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, idsOf, rowOf } from './helpers/records.ts';
import { FLOWS, diagram, flowUrl, queueThenVoicemail, recordsOf, unique, type Flow } from './callFlow.support.ts';

describe.each(databases())('call-flow saves on $name', (kind) => {
  const api = useSeededApp(kind);
  let tokens: Awaited<ReturnType<typeof demoOf>>['tokens'];
  let groups: Awaited<ReturnType<typeof demoOf>>['groups'];
  let acme: Awaited<ReturnType<typeof recordsOf>>;

  beforeAll(async () => {
    ({ tokens, groups } = await demoOf(api));
    acme = await recordsOf(api, groups.acme);
  });

  async function concept(body: Record<string, unknown> = {}): Promise<Flow> {
    const res = await api.post(FLOWS, { token: tokens.admin, body: { description: unique('Concept'), draft: true, ...body } });
    expectAnswer(res, 'POST', FLOWS, 201);
    return res.json<Flow>();
  }

  it('saves an unfinished concept, then confirms it: live, a revision, references kept', async () => {
    const flow = await concept({ diagram: diagram([['start', 'start'], ['q', 'queue', { queue: null }]], [['start', 'q']]) });
    expect(flow.working_diagram).toBeNull();
    expect(flow.references).toEqual([]);
    const url = flowUrl(flow.id, 'confirm/');
    const res = await api.post(url, { token: tokens.admin, body: { version: flow.version, description: flow.description, diagram: queueThenVoicemail(acme.queue, acme.box), comment: 'First' } });
    expectAnswer(res, 'POST', url, 200);
    const body = res.json<{ call_flow: Flow; revision: { number: number; comment: string; created_by: { name: string } }; test_results: unknown[] }>();
    expect(body.call_flow.draft).toBe(false);
    expect(body.call_flow.references).toEqual([{ queue: acme.queue }, { voicemail_box: acme.box }]);
    expect(body.revision).toMatchObject({ number: 1, comment: 'First', created_by: { name: 'Alice Admin' } });
    expect(body.test_results).toEqual([]);
  });

  it('confirms a diagram that only has warnings, and names them in the answer', async () => {
    const flow = await concept();
    // Two media blocks playing to each other: linked, but no call reaches them.
    const island = diagram(
      [['start', 'start'], ['end', 'end_call'], ['a', 'play_media', { files: [acme.media] }], ['b', 'play_media', { files: [acme.media] }]],
      [['start', 'end'], ['a', 'b'], ['b', 'a']],
    );
    const res = await api.post(flowUrl(flow.id, 'confirm/'), { token: tokens.admin, body: { version: flow.version, description: flow.description, diagram: island } });
    expect(res.statusCode, res.body).toBe(200);
    const warnings = res.json<{ warnings: { block: string; rule: string; severity: string }[] }>().warnings;
    expect(warnings.map((w) => [w.block, w.rule, w.severity])).toEqual([['a', 'unreachable', 'warning'], ['b', 'unreachable', 'warning']]);
  });

  it('refuses a confirmed save with errors, naming block and rule in the reader’s language', async () => {
    const flow = await concept();
    const url = flowUrl(flow.id, 'confirm/');
    const bad = diagram([['start', 'start'], ['q', 'queue', { queue: null }]], [['start', 'q']]);
    const res = await api.post(url, { token: tokens.admin, body: { version: flow.version, description: flow.description, diagram: bad }, headers: { 'accept-language': 'nl' } });
    expect(res.statusCode, res.body).toBe(400);
    const answer = res.json<{ code: string; detail: string; issues: { block: string | null; rule: string; severity: string; message: string }[] }>();
    expect(answer.code).toBe('call_flow_invalid');
    expect(answer.detail).toBe(serverText('call_flow_invalid'));
    expect(answer.issues.map((i) => [i.block, i.rule])).toEqual(expect.arrayContaining([['q', 'queue_chosen'], ['q', 'ports_connected']]));
    for (const issue of answer.issues) expect(issue.message).not.toMatch(/^blocks\./);
    expect((await rowOf(api.db, 'call_flow', flow.id)).version).toBe(flow.version);
  });

  it('answers the designer data', async () => {
    const flow = await concept({ diagram: queueThenVoicemail(acme.queue, acme.box) });
    const url = flowUrl(flow.id, 'designer_data/');
    const res = await api.get(url, { token: tokens.admin });
    expectAnswer(res, 'GET', url, 200);
    const data = res.json<{ timezones: string[]; api_db_info: { resource: string; id: number; exists: boolean }[]; ringtone: unknown[]; tts_voices: unknown[] }>();
    expect(data.timezones).toContain('Europe/Brussels');
    expect(data.ringtone.length).toBeGreaterThan(0);
    expect(data.tts_voices.length).toBeGreaterThan(0);
    expect(data.api_db_info).toEqual([
      expect.objectContaining({ resource: 'queue', id: acme.queue, exists: true }),
      expect.objectContaining({ resource: 'voicemail_box', id: acme.box, exists: true }),
    ]);
  });

  it('refuses each broken rule of configuration-areas §5 on a live write, through the CRUD too', async () => {
    const cases: [string, ReturnType<typeof diagram>, [string | null, string]][] = [
      ['one block', diagram([['start', 'start']], []), [null, 'two_blocks']],
      ['no start', diagram([['vm', 'voicemail', { box: acme.box }], ['end', 'end_call']], []), [null, 'one_start']],
      ['unlinked block', diagram([['start', 'start'], ['end', 'end_call'], ['lost', 'end_call']], [['start', 'end']]), ['lost', 'no_unlinked']],
      ['menu without prompt', diagram([['start', 'start'], ['m', 'option_menu', { prompts: [], options: [{ key: '1', label: 'Sales' }], max_tries: 3, timeout: 5 }], ['end', 'end_call']], [['start', 'm'], ['m', 'end', 'option-0'], ['m', 'end', 'timeout'], ['m', 'end', 'invalid']]), ['m', 'one_prompt']],
      ['menu timeout under 3 s', diagram([['start', 'start'], ['m', 'option_menu', { prompts: [acme.media], options: [{ key: '1', label: 'Sales' }], max_tries: 3, timeout: 1 }], ['end', 'end_call']], [['start', 'm'], ['m', 'end', 'option-0'], ['m', 'end', 'timeout'], ['m', 'end', 'invalid']]), ['m', 'timeout']],
      ['simple dial with two tiers', diagram([['start', 'start'], ['d', 'dial', { mode: 'simple', tiers: [[{ type: 'extension', value: acme.extension }], [{ type: 'number', value: '+3225123456' }]], ring_time: 30, ringtone: null, ring_group: null }], ['end', 'end_call']], [['start', 'd'], ['d', 'end', 'no_answer']]), ['d', 'simple_mode']],
      ['fax without recipient', diagram([['start', 'start'], ['f', 'fax', { recipients: [] }]], [['start', 'f']]), ['f', 'recipient']],
      ['toggle shortcode held by a toggle', diagram([['start', 'start'], ['t', 'toggle', { options: [{ label: 'Day', shortcode: 11, active: true }] }], ['end', 'end_call']], [['start', 't'], ['t', 'end', 'option-0']]), ['t', 'toggle_shortcodes_taken']],
    ];
    for (const [name, d, [block, rule]] of cases) {
      const res = await api.post(FLOWS, { token: tokens.admin, body: { description: unique(name), diagram: d } });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      const issues = res.json<{ issues: { block: string | null; rule: string; severity: string }[] }>().issues;
      expect(issues.map((i) => [i.block, i.rule]), name).toContainEqual([block, rule]);
      expect(issues.every((i) => i.severity === 'error')).toBe(true);
    }
  });

  it('answers in the reader’s language: Dutch from Accept-Language, on a PUT as on a confirm', async () => {
    const flow = await concept();
    const bad = diagram([['start', 'start'], ['q', 'queue', { queue: null }], ['end', 'end_call']], [['start', 'q'], ['q', 'end', 'full']]);
    const res = await api.request('PUT', flowUrl(flow.id), { token: tokens.admin, headers: { 'accept-language': 'nl-BE,nl;q=0.9' }, body: { description: flow.description, draft: false, diagram: bad } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ issues: { block: string; rule: string; message: string }[] }>().issues).toEqual([
      { block: 'q', rule: 'queue_chosen', severity: 'error', message: 'Kies een wachtrij.' },
    ]);
    const english = await api.request('PUT', flowUrl(flow.id), { token: tokens.admin, body: { description: flow.description, draft: false, diagram: bad } });
    expect(english.json<{ issues: { message: string }[] }>().issues[0].message).toBe('Choose a queue.');
  });

  it('saves drafts unchecked beyond the shapes: a concept’s diagram, an active flow’s working diagram (If-Match)', async () => {
    const flow = await concept({ diagram: diagram([['start', 'start'], ['m', 'option_menu', { prompts: [], options: [] }]], []) });
    const active = (await api.post(flowUrl(flow.id, 'confirm/'), { token: tokens.admin, body: { version: flow.version, description: flow.description, diagram: queueThenVoicemail(acme.queue, acme.box) } })).json<{ call_flow: Flow }>().call_flow;
    const unfinished = diagram([['start', 'start'], ['q', 'queue', { queue: null }]], []);
    const saved = await api.request('PATCH', flowUrl(flow.id), { token: tokens.admin, headers: { 'if-match': `"${active.version}"` }, body: { working_diagram: unfinished } });
    expectAnswer(saved, 'PATCH', flowUrl(flow.id), 200);
    expect(saved.json<Flow>()).toMatchObject({ draft: false, working_diagram: unfinished, diagram: active.diagram });
    // Someone else's save since: refused, nothing overwritten.
    const stale = await api.request('PATCH', flowUrl(flow.id), { token: tokens.admin, headers: { 'if-match': `"${active.version}"` }, body: { working_diagram: null } });
    expect(stale.statusCode).toBe(412);
    const staleConfirm = await api.post(flowUrl(flow.id, 'confirm/'), { token: tokens.admin, body: { version: active.version, description: flow.description, diagram: queueThenVoicemail(acme.queue, acme.box) } });
    expect(staleConfirm.statusCode).toBe(412);
    expect(staleConfirm.json()).toEqual({ detail: serverText('version_conflict') });
    // A block's data of the wrong shape is refused even in a draft.
    const misshapen = await api.request('PATCH', flowUrl(flow.id), { token: tokens.admin, body: { working_diagram: diagram([['start', 'start'], ['q', 'queue', { queue: 'first' }]], []) } });
    expect(misshapen.statusCode).toBe(400);
    expect(misshapen.json()).toEqual({ working_diagram: [serverText('invalid')] });
    const unknown = await api.request('PATCH', flowUrl(flow.id), { token: tokens.admin, body: { working_diagram: diagram([['start', 'start'], ['x', 'teleport']], []) } });
    expect(unknown.statusCode).toBe(400);
    // Confirming clears the working diagram.
    const current = (await api.get(flowUrl(flow.id), { token: tokens.admin })).json<Flow>();
    const confirmed = await api.post(flowUrl(flow.id, 'confirm/'), { token: tokens.admin, body: { version: current.version, description: 'Renamed on confirm', diagram: queueThenVoicemail(acme.queue, acme.box), comment: 'Back to the queue' } });
    expectAnswer(confirmed, 'POST', flowUrl(flow.id, 'confirm/'), 200);
    expect(confirmed.json<{ call_flow: Flow; revision: { number: number } }>()).toMatchObject({ call_flow: { working_diagram: null, description: 'Renamed on confirm' }, revision: { number: 2 } });
  });

  it('duplicates a flow as a draft with a unique name, its working diagram when it has one', async () => {
    const [main] = (await api.get(`${FLOWS}?search=Reception - office hours`, { token: tokens.admin })).json<{ results: Flow[] }>().results;
    const url = flowUrl(main.id, 'duplicate/');
    const first = await api.post(url, { token: tokens.admin, body: {} });
    expectAnswer(first, 'POST', url, 201);
    expect(first.json<Flow>()).toMatchObject({ description: 'Reception - office hours (2)', draft: true, diagram: main.diagram, working_diagram: null });
    expect(first.json<Flow>().references).toEqual(main.references);
    const second = await api.post(flowUrl(first.json<Flow>().id, 'duplicate/'), { token: tokens.admin, body: {} });
    expect(second.json<Flow>().description).toBe('Reception - office hours (3)');
    const named = await api.post(url, { token: tokens.admin, body: { description: 'Reception - test copy' } });
    expect(named.json<Flow>().description).toBe('Reception - test copy');
    const clash = await api.post(url, { token: tokens.admin, body: { description: 'Reception - test copy' } });
    expect(clash.statusCode).toBe(400);
  });

  it('keeps groups apart and plain users to reading', async () => {
    const [main] = (await api.get(`${FLOWS}?search=Reception - office hours`, { token: tokens.admin })).json<{ results: Flow[] }>().results;
    const [blue] = await idsOf(api.db, 'call_flow', groups.blueHarbor);
    const body = { version: 1, description: 'x', diagram: { nodes: [], edges: [] } };
    for (const [method, rest, payload] of [
      ['POST', 'confirm/', body], ['POST', 'duplicate/', {}], ['GET', 'revisions/', undefined], ['POST', 'editing/', undefined], ['GET', 'test_cases/', undefined],
      ['POST', 'test_cases/run/', {}], ['GET', 'designer_data/', undefined],
    ] as const) {
      const res = await api.request(method, flowUrl(blue, rest), { token: tokens.admin, body: payload });
      expect(res.statusCode, `${method} ${rest}`).toBe(404);
    }
    const trace = await api.post(`${FLOWS}trace/`, { token: tokens.admin, body: { call_flow: blue, scenario: { caller: '', dialled: '', at: '2026-11-24T10:00:00Z' } } });
    expect(trace.statusCode).toBe(404);
    // A shared flow: the plain user reads it, its designer data and history, and may not change it (they do not own it).
    expect((await api.get(flowUrl(main.id, 'designer_data/'), { token: tokens.user })).statusCode).toBe(200);
    expect((await api.get(flowUrl(main.id, 'revisions/'), { token: tokens.user })).statusCode).toBe(200);
    const testCase = { name: 'x', scenario: { caller: '', dialled: '', at: '2026-11-24T10:00:00Z' }, expect: { block: 'start' } };
    for (const [method, rest, payload] of [
      ['POST', 'confirm/', { ...body, version: main.version, description: main.description, diagram: main.diagram }],
      ['POST', 'test_cases/', testCase],
      ['PATCH', '', { working_diagram: main.diagram }],
    ] as const) {
      const res = await api.request(method, flowUrl(main.id, rest), { token: tokens.user, body: payload });
      expect(res.statusCode, `${method} ${rest}`).toBe(403);
    }
    // A flow of their own (issue 9: the creator owns it, unshared), and a copy of a shared one, are theirs to change.
    const own = await api.post(FLOWS, { token: tokens.user, body: { description: unique('Umar’s lunch routing'), draft: true } });
    expect(own.statusCode, own.body).toBe(201);
    const mine = own.json<Flow & { owners: number[]; is_shared: boolean }>();
    expect(mine.is_shared).toBe(false);
    const confirmed = await api.post(flowUrl(mine.id, 'confirm/'), { token: tokens.user, body: { version: mine.version, description: mine.description, diagram: queueThenVoicemail(acme.queue, acme.box) } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await api.post(flowUrl(mine.id, 'test_cases/'), { token: tokens.user, body: testCase })).statusCode).toBe(201);
    const copy = await api.post(flowUrl(main.id, 'duplicate/'), { token: tokens.user, body: {} });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json<{ owners: number[] }>().owners).toEqual(mine.owners);
    // Not shared: another plain user's flow is not found by the others, the administrator sees it.
    const [alice] = await idsOf(api.db, 'extension', groups.acme);
    const hidden = await api.post(FLOWS, { token: tokens.admin, body: { description: unique('Admin only'), draft: true } });
    expect(hidden.json<{ owners: number[] }>().owners).toEqual([alice]);
    expect((await api.get(flowUrl(hidden.json<Flow>().id, 'designer_data/'), { token: tokens.user })).statusCode).toBe(404);
    expect((await api.get(flowUrl(mine.id), { token: tokens.admin })).statusCode).toBe(200);
  });

  it('answers malformed input with 400 or 404, never 5xx', async () => {
    const flow = await concept();
    const bad: [string, string, unknown][] = [
      ['POST', flowUrl(flow.id, 'confirm/'), { version: 'one' }],
      ['POST', flowUrl(flow.id, 'confirm/'), { version: 1, description: '', diagram: { nodes: 'x', edges: [] } }],
      ['POST', flowUrl(flow.id, 'confirm/'), { version: 1, description: 'x', diagram: { nodes: [{ id: 'a', type: 'start', data: [] }], edges: [] } }],
      ['POST', flowUrl(flow.id, 'confirm/'), { version: 1, description: 'x', diagram: { nodes: [{ id: 'a', type: 'start', data: { x: '\u0000' } }], edges: [] } }],
      ['POST', flowUrl(flow.id, 'confirm/'), [1, 2]],
      ['POST', flowUrl(flow.id, 'test_cases/'), { name: ' ', scenario: {}, expect: {} }],
      ['POST', flowUrl(flow.id, 'test_cases/run/'), { diagram: 5 }],
      ['POST', `${FLOWS}trace/`, { scenario: { caller: 1 } }],
      ['POST', `${FLOWS}trace/`, { scenario: { caller: '', dialled: '', at: 'yesterday' } }],
      ['POST', `${FLOWS}trace/`, { call_flow: 'abc', scenario: { caller: '', dialled: '', at: '2026-11-24T10:00:00Z' } }],
      ['GET', `${flowUrl(flow.id, 'revisions/')}?page=0`, undefined],
      ['GET', flowUrl(flow.id, 'revisions/99999999999/'), undefined],
      ['GET', `${FLOWS}abc/designer_data/`, undefined],
      ['PUT', flowUrl(flow.id, 'test_cases/1e3/'), { name: 'x' }],
      ['POST', flowUrl(flow.id), { working_diagram: { nodes: [{ id: 'a', type: 'queue', data: { queue: 1e20 } }], edges: [] } }],
      ['PATCH', flowUrl(flow.id), { working_diagram: { nodes: [{ id: 'a', type: 'queue', data: { queue: 1e20 } }], edges: [] } }],
      ['PATCH', flowUrl(flow.id), { diagram: { nodes: [{ id: 'a', type: 'dial', data: { tiers: [[{ type: 'contact', value: -4 }]] } }], edges: [] } }],
    ];
    for (const [method, url, body] of bad) {
      const res = await api.request(method as 'POST', url, { token: tokens.admin, body: body as object });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
    }
  });

  it('saves and reloads a diagram of 2,000 blocks, as a draft and confirmed', async () => {
    const blocks: [string, string, Record<string, unknown>?][] = [['start', 'start']];
    for (let i = 0; i < 1998; i++) blocks.push([`m${i}`, 'play_media', { files: [acme.media] }]);
    blocks.push(['end', 'end_call']);
    const big = diagram(blocks, blocks.slice(1).map(([id], i): [string, string] => [blocks[i][0], id]));
    const flow = await concept();
    const started = Date.now();
    const draft = await api.request('PATCH', flowUrl(flow.id), { token: tokens.admin, body: { diagram: big } });
    expect(draft.statusCode, draft.body.slice(0, 300)).toBe(200);
    const confirmed = await api.post(flowUrl(flow.id, 'confirm/'), { token: tokens.admin, body: { version: draft.json<Flow>().version, description: flow.description, diagram: big } });
    expect(confirmed.statusCode, confirmed.body.slice(0, 300)).toBe(200);
    const reloaded = await api.get(flowUrl(flow.id), { token: tokens.admin });
    expect(reloaded.json<Flow>().diagram.nodes).toHaveLength(2000);
    expect(reloaded.json<Flow>().references).toEqual([{ media_file: acme.media }]);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

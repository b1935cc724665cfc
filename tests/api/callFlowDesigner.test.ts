import { beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import type { ServerEvent } from '../../server/events/bus.ts';
import { tableOf } from '../../server/resources/storageNames.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, phoneNumberBody, urlOf } from './helpers/records.ts';
import { FLOWS, diagram, flowUrl, queueThenVoicemail, recordsOf, unique, type Diagram, type Flow } from './callFlow.support.ts';

interface TestResult { test_case: number; name: string; passed: boolean; reached: string | null; diverged_at: string | null }
interface Trace { call_flow: number | null; trace: { end: string; steps: { flow: number | null; block: string; port: string | null; reason: string; message: string }[] } }

const TRACE = `${FLOWS}trace/`;
const TUESDAY_MORNING = '2026-11-24T09:30:00+01:00';

describe.each(databases())('the call-flow designer’s calls on $name', (kind) => {
  const api = useSeededApp(kind);
  let tokens: Awaited<ReturnType<typeof demoOf>>['tokens'];
  let groups: Awaited<ReturnType<typeof demoOf>>['groups'];
  let acme: Awaited<ReturnType<typeof recordsOf>>;
  let main: Flow;

  beforeAll(async () => {
    ({ tokens, groups } = await demoOf(api));
    acme = await recordsOf(api, groups.acme);
    [main] = (await api.get(`${FLOWS}?search=Reception - office hours`, { token: tokens.admin })).json<{ results: Flow[] }>().results;
  });

  async function activeFlow(d: Diagram): Promise<Flow> {
    const res = await api.post(FLOWS, { token: tokens.admin, body: { description: unique('Designer'), diagram: d } });
    expectAnswer(res, 'POST', FLOWS, 201);
    return res.json<Flow>();
  }

  const confirm = (flow: Flow, d: Diagram, comment?: string) =>
    api.post(flowUrl(flow.id, 'confirm/'), { token: tokens.admin, body: { version: flow.version, description: flow.description, diagram: d, ...(comment ? { comment } : {}) } });

  it('lists the seeded history newest first, reads one revision and restores it as the working diagram', async () => {
    const url = flowUrl(main.id, 'revisions/');
    const list = await api.get(url, { token: tokens.admin });
    expectAnswer(list, 'GET', url, 200);
    const page = list.json<{ count: number; results: { id: number; number: number; comment: string; created_by: { name: string } }[] }>();
    expect(page.count).toBe(2);
    expect(page.results.map((r) => r.number)).toEqual([2, 1]);
    expect(page.results[0].created_by.name).toBe('Alice Admin');
    const first = page.results[1];
    const one = await api.get(`${url}${first.id}/`, { token: tokens.admin });
    expectAnswer(one, 'GET', `${url}${first.id}/`, 200);
    const revision = one.json<{ diagram: Diagram; description: string }>();
    expect(revision.description).toBe('Reception - office hours');
    expect(revision.diagram.nodes.map((n) => n.id)).not.toContain('billing');

    const restored = await api.post(`${url}${first.id}/restore/`, { token: tokens.admin });
    expectAnswer(restored, 'POST', `${url}${first.id}/restore/`, 200);
    const flow = restored.json<Flow>();
    expect(flow.working_diagram).toEqual(revision.diagram);
    expect(flow.diagram).toEqual(main.diagram);
    // Restoring is a change like any other: confirmed, it becomes revision 3.
    const saved = await confirm(flow, flow.working_diagram!, 'Back to the first menu');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ revision: { number: number } }>().revision.number).toBe(3);
    expect((await api.get(`${url}?page=1&page_size=1`, { token: tokens.admin })).json<{ count: number; results: unknown[] }>()).toMatchObject({ count: 3, results: [expect.anything()] });
    expect((await api.get(`${url}999999/`, { token: tokens.admin })).statusCode).toBe(404);
    // And back to the seeded diagram, for the tests below.
    const back = await confirm(saved.json<{ call_flow: Flow }>().call_flow, main.diagram, 'Billing and the dentist again');
    expect(back.statusCode, back.body).toBe(200);
    main = back.json<{ call_flow: Flow }>().call_flow;
  });

  it('says who else is editing, to two users, and announces arrivals and departures', async () => {
    const events: ServerEvent[] = [];
    const stop = api.app.events.subscribe((event) => event.type === 'call_flow.editing' && events.push(event));
    const url = flowUrl(main.id, 'editing/');
    const alice = await api.post(url, { token: tokens.admin });
    expectAnswer(alice, 'POST', url, 200);
    expect(alice.json()).toEqual({ editors: [] });
    // The reseller opens the same flow, acting on Acme Dental.
    const rita = await api.post(url, { token: tokens.reseller, group: groups.acme });
    expect(rita.json<{ editors: { name: string; since: string }[] }>().editors).toEqual([expect.objectContaining({ name: 'Alice Admin' })]);
    const again = await api.post(url, { token: tokens.admin });
    expect(again.json<{ editors: { name: string }[] }>().editors.map((e) => e.name)).toEqual(['Rita Reseller']);
    const left = await api.request('DELETE', url, { token: tokens.reseller, group: groups.acme });
    expect(left.statusCode).toBe(204);
    expect((await api.post(url, { token: tokens.admin })).json()).toEqual({ editors: [] });
    // A heartbeat older than 45 s is someone who has gone.
    await api.post(url, { token: tokens.reseller, group: groups.acme });
    await api.db.query(`UPDATE call_flow_editors SET seen_at = now() - interval '1 minute' WHERE call_flow_id = $1`, [main.id]);
    expect((await api.post(url, { token: tokens.admin })).json()).toEqual({ editors: [] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    const sets = events.map((e) => (e.data.editors as { name: string }[]).map((x) => x.name));
    expect(sets.slice(0, 3)).toEqual([['Alice Admin'], ['Alice Admin', 'Rita Reseller'], ['Alice Admin']]);
    expect(events.every((e) => e.groupId === groups.acme && e.data.call_flow === main.id)).toBe(true);
  });

  it('keeps test cases, runs them on demand and on every confirmed save', async () => {
    const url = flowUrl(main.id, 'test_cases/');
    const seeded = (await api.get(url, { token: tokens.admin })).json<{ count: number; results: { name: string; last_result: TestResult | null }[] }>();
    expect(seeded.count).toBe(3);
    expect(seeded.results.every((t) => t.last_result?.passed)).toBe(true);

    const created = await api.post(url, { token: tokens.admin, body: { name: 'Key 2: the dentist', scenario: { caller: '+32470123456', dialled: '+3225880100', at: TUESDAY_MORNING, keys: ['2'] }, expect: { block: 'dentist' } } });
    expectAnswer(created, 'POST', url, 201);
    const testCase = created.json<{ id: number; last_result: null }>();
    expect(testCase.last_result).toBeNull();
    const changed = await api.request('PUT', `${url}${testCase.id}/`, { token: tokens.admin, body: { name: 'Key 2: the dentists', scenario: { caller: '+32470123456', dialled: '+3225880100', at: TUESDAY_MORNING, keys: ['2'] }, expect: { block: 'dentist' } } });
    expectAnswer(changed, 'PUT', `${url}${testCase.id}/`, 200);

    // Against the first menu (revision 1: no billing, no dentist) the new case fails where the call went elsewhere.
    const firstMenu = (await api.db.query<{ diagram: Diagram }>('SELECT diagram FROM call_flow_revisions WHERE call_flow_id = $1 AND number = 1', [main.id]))[0].diagram;
    const run = await api.post(`${url}run/`, { token: tokens.admin, body: { diagram: firstMenu } });
    expect(run.statusCode, run.body).toBe(200);
    const results = run.json<{ results: TestResult[] }>().results;
    expect(results.find((r) => r.name === 'Key 2: the dentists')).toMatchObject({ passed: false, reached: 'emergencies' });
    expect(results.find((r) => r.name.includes('key 1'))).toMatchObject({ passed: true });
    expect(results.find((r) => r.name.includes('key 3'))).toMatchObject({ passed: false });

    // A confirmed save runs them all against what goes live and keeps the results.
    const saved = await confirm(main, main.diagram, 'Saved again');
    expect(saved.statusCode, saved.body).toBe(200);
    const onSave = saved.json<{ test_results: TestResult[]; call_flow: Flow }>();
    expect(onSave.test_results).toHaveLength(4);
    expect(onSave.test_results.every((r) => r.passed)).toBe(true);
    main = onSave.call_flow;
    const kept = (await api.get(url, { token: tokens.admin })).json<{ results: { name: string; last_result: TestResult | null }[] }>().results;
    expect(kept.find((t) => t.name === 'Key 2: the dentists')?.last_result).toMatchObject({ passed: true });

    // A diagram sent along is run as it stands, nothing kept.
    const broken = await api.post(`${url}run/`, { token: tokens.admin, body: { diagram: queueThenVoicemail(acme.queue, acme.box) } });
    expect(broken.json<{ results: TestResult[] }>().results.filter((r) => r.passed).map((r) => r.name)).toEqual([]);
    const gone = await api.request('DELETE', `${url}${testCase.id}/`, { token: tokens.admin });
    expect(gone.statusCode).toBe(204);
    expect((await api.request('DELETE', `${url}${testCase.id}/`, { token: tokens.admin })).statusCode).toBe(404);
  });

  it('traces a test call with a reason at each step, in the reader’s language', async () => {
    const res = await api.post(TRACE, { token: tokens.admin, headers: { 'accept-language': 'nl' }, body: { call_flow: main.id, scenario: { caller: '+32470123456', dialled: '+3225880100', at: TUESDAY_MORNING, keys: ['1'] } } });
    expectAnswer(res, 'POST', TRACE, 200);
    const trace = res.json<Trace>();
    expect(trace.call_flow).toBe(main.id);
    expect(trace.trace.steps.map((s) => s.block)).toEqual(['start', 'override', 'holidays', 'hours', 'menu', 'appointments']);
    expect(trace.trace.end).toBe('ended');
    expect(trace.trace.steps[5].message).toBe('De oproep wacht in de wachtrij en wordt beantwoord.');

    // A holiday of the office-hours schedule (the database's closed dates) takes the closed_dates port.
    const christmas = await api.post(TRACE, { token: tokens.admin, body: { call_flow: main.id, scenario: { caller: '', dialled: '+3225880100', at: '2026-12-25T10:00:00+01:00' } } });
    expect(christmas.json<Trace>().trace.steps.find((s) => s.block === 'holidays')?.port).toMatch(/^(route-0|closed_dates)$/);
    const newYear = await api.post(TRACE, { token: tokens.admin, body: { call_flow: main.id, scenario: { caller: '', dialled: '+3225880100', at: '2027-01-01T10:00:00+01:00' } } });
    expect(newYear.json<Trace>().trace.steps.find((s) => s.block === 'holidays')?.port).toBe('closed_dates');
  });

  it('follows jumps into other flows and reports a loop instead of following it', async () => {
    const a = await activeFlow(diagram([['start', 'start'], ['end', 'end_call']], [['start', 'end']]));
    const b = await activeFlow(diagram([['start', 'start'], ['to_a', 'jump', { call_flow: a.id }]], [['start', 'to_a']]));
    // A now jumps to B, which jumps back to A.
    const looped = await confirm(a, diagram([['start', 'start'], ['to_b', 'jump', { call_flow: b.id }]], [['start', 'to_b']]));
    expect(looped.statusCode, looped.body).toBe(200);
    const res = await api.post(TRACE, { token: tokens.admin, body: { call_flow: a.id, scenario: { caller: '', dialled: '', at: TUESDAY_MORNING } } });
    const trace = res.json<Trace & { flows: Record<string, Diagram> }>();
    expect(trace.trace.end).toBe('loop');
    expect(trace.trace.steps.map((s) => [s.flow, s.block])).toEqual([[a.id, 'start'], [a.id, 'to_b'], [b.id, 'start'], [b.id, 'to_a'], [a.id, 'start']]);
    expect(Object.keys(trace.flows)).toEqual([String(b.id)]);
    // An unsaved diagram traces without a flow.
    const sketch = await api.post(TRACE, { token: tokens.admin, body: { diagram: diagram([['start', 'start'], ['end', 'end_call']], [['start', 'end']]), scenario: { caller: '', dialled: '', at: TUESDAY_MORNING } } });
    expect(sketch.json<Trace>()).toMatchObject({ call_flow: null, trace: { end: 'ended' } });
    expect((await api.post(TRACE, { token: tokens.admin, body: { scenario: { caller: '', dialled: '', at: TUESDAY_MORNING } } })).statusCode).toBe(400);
  });

  it('traces from a phone number: the flow it routes to, the override first', async () => {
    const [afterHours] = (await api.get(`${FLOWS}?search=Reception - after hours`, { token: tokens.admin })).json<{ results: Flow[] }>().results;
    const number = await api.post(urlOf('did_routing'), { token: tokens.admin, body: await phoneNumberBody(api.db, groups.acme, { did: '+3225880177', call_flow: main.id }) });
    expect(number.statusCode, number.body).toBe(201);
    const did = number.json<{ id: number }>().id;
    const res = await api.post(TRACE, { token: tokens.admin, body: { did, scenario: { caller: '+32470123456', dialled: '', at: TUESDAY_MORNING, keys: ['3'] } } });
    expect(res.json<Trace>()).toMatchObject({ call_flow: main.id, trace: { end: 'ended' } });
    expect(res.json<Trace>().trace.steps.at(-1)?.block).toBe('billing');
    await api.request('PATCH', `${urlOf('did_routing')}${did}/`, { token: tokens.admin, body: { override_call_flow: afterHours.id } });
    const overridden = await api.post(TRACE, { token: tokens.admin, body: { did, scenario: { caller: '+32470123456', dialled: '', at: TUESDAY_MORNING } } });
    expect(overridden.json<Trace>().call_flow).toBe(afterHours.id);
    const unrouted = await api.post(urlOf('did_routing'), { token: tokens.admin, body: await phoneNumberBody(api.db, groups.acme, { did: '+3225880178' }) });
    const nowhere = await api.post(TRACE, { token: tokens.admin, body: { did: unrouted.json<{ id: number }>().id, scenario: { caller: '', dialled: '', at: TUESDAY_MORNING } } });
    expect([nowhere.statusCode, nowhere.json()]).toEqual([400, { did: [serverText('did_no_call_flow')] }]);
    await api.request('PATCH', `${urlOf('did_routing')}${did}/`, { token: tokens.admin, body: { routing_active: false } });
    const off = await api.post(TRACE, { token: tokens.admin, body: { did, scenario: { caller: '', dialled: '', at: TUESDAY_MORNING } } });
    expect([off.statusCode, off.json()]).toEqual([400, { did: [serverText('did_no_call_flow')] }]);
  });

  it('gives the designer its choices and what the diagram refers to, a record gone included', async () => {
    const url = flowUrl(main.id, 'designer_data/');
    const res = await api.get(url, { token: tokens.admin, headers: { 'accept-language': 'nl' } });
    expectAnswer(res, 'GET', url, 200);
    const data = res.json<{
      ringtone: { id: number; label: string }[]; tts_languages: { id: string; label: string }[]; tts_voices: { id: string; language: string }[];
      timezones: string[]; stt_languages: { id: string }[]; used_objects: { type: string; id: number | string; label: string }[];
      api_db_info: { resource: string; id: number; exists: boolean; label: string | null }[];
    }>();
    // Language names in the reader's language.
    expect(data.tts_languages.find((l) => l.id === 'nl-BE')?.label).toBe(new Intl.DisplayNames(['nl'], { type: 'language' }).of('nl-BE'));
    expect(data.tts_languages.find((l) => l.id === 'fr-FR')?.label).toMatch(/^Frans/);
    expect(data.tts_voices.every((v) => data.tts_languages.some((l) => l.id === v.language))).toBe(true);
    expect(data.timezones).toEqual(expect.arrayContaining(['Europe/Brussels', 'Europe/Amsterdam', 'America/New_York']));
    expect(data.stt_languages.length).toBeGreaterThan(0);
    expect(data.api_db_info).toContainEqual({ resource: 'queue', id: acme.queue, exists: true, label: 'Appointments' });
    expect(data.used_objects.map((o) => o.type).sort()).toEqual(expect.arrayContaining(['contact', 'extension']));
    // The shortcodes a toggle block may not take: the toggles' (Opening hours override holds 11), not this flow's own.
    const taken = res.json<{ taken_shortcodes: { shortcode: number; holder: string }[] }>().taken_shortcodes;
    expect(taken).toContainEqual({ shortcode: 11, holder: 'Opening hours override' });
    expect(taken.map((t) => t.shortcode)).not.toContain(71);

    // A record removed behind the engine's back (an import, a repair) shows as gone.
    const d = diagram([['start', 'start'], ['q', 'queue', { queue: acme.queue }], ['vm', 'voicemail', { box: acme.box }]], [['start', 'q'], ['q', 'vm', 'full']]);
    const flow = await activeFlow(d);
    await api.db.query(`UPDATE ${tableOf('call_flow')} SET data = jsonb_set(data, '{diagram,nodes,1,data,queue}', '2147480000') WHERE id = $1`, [flow.id]);
    const gone = (await api.get(flowUrl(flow.id, 'designer_data/'), { token: tokens.admin })).json<typeof data>();
    expect(gone.api_db_info).toContainEqual({ resource: 'queue', id: 2147480000, exists: false, label: null });
  });
});

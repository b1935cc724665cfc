import { beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, extensionBody, idsOf, rowOf, urlOf } from './helpers/records.ts';
import { FLOWS, diagram, flowUrl, queueThenVoicemail, recordsOf, unique, type Diagram, type Flow } from './callFlow.support.ts';

/**
 * The records a flow's blocks name are stored with it (call_flow.references), so the engine's
 * in-use check refuses deleting any of them naming the flow, and a block naming a record that is
 * not the group's is refused with the catalogue's "no database reference".
 */
describe.each(databases())('call-flow references on $name', (kind) => {
  const api = useSeededApp(kind);
  let tokens: Awaited<ReturnType<typeof demoOf>>['tokens'];
  let groups: Awaited<ReturnType<typeof demoOf>>['groups'];
  let acme: Awaited<ReturnType<typeof recordsOf>>;

  beforeAll(async () => {
    ({ tokens, groups } = await demoOf(api));
    acme = await recordsOf(api, groups.acme);
  });

  /** A live flow: start → the block → end (through each of the block's ports). */
  async function flowUsing(type: string, data: Record<string, unknown>, port: string | string[] | null): Promise<Flow> {
    const ports = port === null ? [] : [port].flat();
    const d: Diagram = ports.length
      ? diagram([['start', 'start'], ['b', type, data], ['end', 'end_call']], [['start', 'b'], ...ports.map((p): [string, string, string] => ['b', 'end', p])])
      : diagram([['start', 'start'], ['b', type, data]], [['start', 'b']]);
    const res = await api.post(FLOWS, { token: tokens.admin, body: { description: unique(`Uses ${type}`), diagram: d } });
    expectAnswer(res, 'POST', FLOWS, 201);
    return res.json<Flow>();
  }

  async function refusedDelete(url: string, flow: Flow) {
    const res = await api.request('DELETE', url, { token: tokens.admin });
    expect(res.statusCode, res.body).toBe(409);
    const body = res.json<{ code: string; detail: string; used_by: { resource: string; field: string; items: { id: number; label: string }[] }[] }>();
    expect(body.code).toBe('in_use');
    expect(body.used_by).toContainEqual({ resource: 'call_flow', field: 'references', items: [{ id: flow.id, label: flow.description }] });
    return body;
  }

  it('keeps a queue used by a Queue block, naming the flow, until the flow lets go of it', async () => {
    const queue = (await api.post('/api/v3/call_queue/', { token: tokens.admin, body: { description: 'Callbacks', extension: 655, wrap_up_time: 5, timeout: 240 } })).json<{ id: number }>();
    const flow = await flowUsing('queue', { queue: queue.id }, 'full');
    expect(flow.references).toEqual([{ queue: queue.id }]);
    const body = await refusedDelete(`/api/v3/call_queue/${queue.id}/`, flow);
    expect(body.detail).toBe(serverText('queue_in_use', { call_flows: flow.description }));
    // Another diagram without the queue: the reference goes with it.
    const changed = await api.request('PUT', flowUrl(flow.id), { token: tokens.admin, body: { description: flow.description, diagram: diagram([['start', 'start'], ['end', 'end_call']], [['start', 'end']]) } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Flow>().references).toEqual([]);
    expect((await api.request('DELETE', `/api/v3/call_queue/${queue.id}/`, { token: tokens.admin })).statusCode).toBe(204);
  });

  it('keeps a voicemail box, a media file, a time schedule, a contact, a ring group and an extension', async () => {
    const box = (await api.post('/api/v3/voicemail/box/', { token: tokens.admin, body: { description: 'Callback box' } })).json<{ id: number }>();
    const boxFlow = await flowUsing('voicemail', { box: box.id }, null);
    expect((await refusedDelete(`/api/v3/voicemail/box/${box.id}/`, boxFlow)).detail).toBe(serverText('voicemail_in_use'));

    const media = (await idsOf(api.db, 'media_file', groups.acme))[4];
    const mediaFlow = await flowUsing('play_media', { files: [media] }, 'next');
    const mediaRefusal = await refusedDelete(`${urlOf('media_file')}${media}/`, mediaFlow);
    expect(mediaRefusal.detail).toContain(mediaFlow.description);

    const schedule = (await idsOf(api.db, 'time_schedule', groups.acme))[2];
    const calendar = { timezone: 'Europe/Brussels', time_schedule: schedule, routes: [{ label: 'Closed', dates: [{ from: '2026-12-24', to: '2026-12-26' }] }] };
    const scheduleFlow = await flowUsing('calendar', calendar, ['route-0', 'closed_dates', 'otherwise']);
    await refusedDelete(`${urlOf('time_schedule')}${schedule}/`, scheduleFlow);

    const contact = (await idsOf(api.db, 'phonebook_contact', groups.acme))[5];
    const contactFlow = await flowUsing('caller_id_routing', { routes: [{ label: 'IT', matches: [{ type: 'contact', value: contact }] }] }, ['route-0', 'no_match']);
    await refusedDelete(`${urlOf('phonebook_contact')}${contact}/`, contactFlow);

    const ringGroup = (await idsOf(api.db, 'ring_group', groups.acme))[0];
    const dialFlow = await flowUsing('dial', { mode: 'simple', tiers: [[{ type: 'number', value: '+3225123456' }]], ring_time: 30, ringtone: null, ring_group: ringGroup }, 'no_answer');
    await refusedDelete(`${urlOf('ring_group')}${ringGroup}/`, dialFlow);

    const extension = await api.post(urlOf('extension'), { token: tokens.admin, body: await extensionBody(api.db, groups.acme, { extension: 731, email: 'night.nurse@example.com', name: 'Night Nurse' }) });
    expect(extension.statusCode, extension.body).toBe(201);
    const extensionId = extension.json<{ id: number }>().id;
    const extensionFlow = await flowUsing('active_calls', { extensions: [extensionId], options: [{ label: 'Free', max_calls: 0 }] }, ['option-0', 'otherwise']);
    const extensionRefusal = await refusedDelete(`${urlOf('extension')}${extensionId}/`, extensionFlow);
    expect(extensionRefusal.detail).toBe(serverText('in_use_call_flow'));
  });

  it('keeps a call flow another one jumps to, and lets a flow jump to itself be deleted', async () => {
    const target = await flowUsing('end_call', {}, null);
    const jumper = await flowUsing('jump', { call_flow: target.id }, null);
    expect(jumper.references).toEqual([{ call_flow: target.id }]);
    await refusedDelete(flowUrl(target.id), jumper);
    expect((await api.request('DELETE', flowUrl(jumper.id), { token: tokens.admin })).statusCode).toBe(204);
    expect((await api.request('DELETE', flowUrl(target.id), { token: tokens.admin })).statusCode).toBe(204);

    const concept = (await api.post(FLOWS, { token: tokens.admin, body: { description: unique('Self'), draft: true } })).json<Flow>();
    const self = await api.request('PATCH', flowUrl(concept.id), { token: tokens.admin, body: { diagram: diagram([['start', 'start'], ['j', 'jump', { call_flow: concept.id }]], [['start', 'j']]) } });
    expect(self.statusCode, self.body).toBe(200);
    expect(self.json<Flow>().references).toEqual([]);
    expect((await api.request('DELETE', flowUrl(concept.id), { token: tokens.admin })).statusCode).toBe(204);
  });

  it('counts the working diagram’s references too', async () => {
    const flow = await flowUsing('end_call', {}, null);
    const box = (await api.post('/api/v3/voicemail/box/', { token: tokens.admin, body: { description: 'Draft box' } })).json<{ id: number }>();
    const res = await api.request('PATCH', flowUrl(flow.id), {
      token: tokens.admin,
      headers: { 'if-match': `"${flow.version}"` },
      body: { working_diagram: diagram([['start', 'start'], ['vm', 'voicemail', { box: box.id }]], [['start', 'vm']]) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Flow>().references).toEqual([{ voicemail_box: box.id }]);
    await refusedDelete(`/api/v3/voicemail/box/${box.id}/`, flow);
  });

  it('refuses a block naming another group’s record (or none), in a draft too, with the catalogue’s message', async () => {
    const [foreignQueue] = await idsOf(api.db, 'queue', groups.blueHarbor);
    for (const [draft, d] of [
      [false, queueThenVoicemail(foreignQueue, acme.box)],
      [true, queueThenVoicemail(foreignQueue, acme.box)],
      [true, diagram([['start', 'start'], ['m', 'play_media', { files: [2147483000] }]], [['start', 'm']])],
    ] as const) {
      const res = await api.post(FLOWS, { token: tokens.admin, body: { description: unique('Foreign'), draft, diagram: d } });
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json<{ code: string; detail: string; diagram: string[]; issues: { block: string; rule: string }[] }>();
      expect(body).toMatchObject({ code: 'call_flow_reference_missing', detail: serverText('call_flow_reference_missing'), diagram: [serverText('call_flow_reference_missing')] });
      expect(body.issues[0]).toMatchObject({ block: d.nodes[1].id, rule: 'no_database_reference' });
    }
    const flow = await flowUsing('end_call', {}, null);
    const working = await api.request('PATCH', flowUrl(flow.id), { token: tokens.admin, body: { working_diagram: queueThenVoicemail(foreignQueue, acme.box) } });
    expect(working.statusCode).toBe(400);
    expect(working.json<{ working_diagram: string[] }>().working_diagram).toEqual([serverText('call_flow_reference_missing')]);
    expect((await rowOf(api.db, 'call_flow', flow.id)).version).toBe(flow.version);
  });
});

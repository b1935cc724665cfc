import { beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../src/domain/errorCatalogue.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, rowOf } from './helpers/records.ts';
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
});

import { describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, idsOf, messagesOf, rowOf } from './helpers/records.ts';
import { tableOf } from '../../server/resources/storageNames.ts';

const URL = '/api/v3/call_queue/';

type Queue = { id: number; description: string; extension: number; owners: number[]; is_shared: boolean; members: { extension: number }[]; [field: string]: unknown };

/** Queues (configuration-areas §3, §5, §6, §8). */
describe.each(databases())('queues on %s', (kind) => {
  const api = useSeededApp(kind);

  async function acme() {
    const demo = await demoOf(api);
    const rows = await api.db.query<{ id: number; number: string }>(`SELECT id, data ->> 'extension' AS number FROM ${tableOf('extension')} WHERE group_id = $1`, [demo.groups.acme]);
    const ext = new Map(rows.map((r) => [Number(r.number), r.id]));
    const media = await api.db.query<{ id: number; usage: string }>(`SELECT id, data ->> 'usage' AS usage FROM ${tableOf('media_file')} WHERE group_id = $1 ORDER BY id`, [demo.groups.acme]);
    return { ...demo, ext, media };
  }

  /** A valid queue of Acme Dental, with `overrides`. */
  const body = (overrides: Record<string, unknown> = {}) => ({ description: 'Recalls', extension: 650, wrap_up_time: 5, timeout: 240, ...overrides });

  it('lists the seeded queues with their ring group, members, hold music and ring tone (the v3/call_queue/ lookup)', async () => {
    const { tokens, groups, ext } = await acme();
    const res = await api.get(`${URL}?ordering=description`, { token: tokens.admin });
    expectAnswer(res, 'GET', URL, 200);
    const queues = res.json<{ results: Queue[] }>().results;
    expect(queues.map((q) => q.description)).toEqual(['Appointments', 'Billing questions', 'Emergencies']);
    const appointments = queues[0];
    const [reception] = await idsOf(api.db, 'ring_group', groups.acme);
    expect(appointments).toMatchObject({ extension: 600, ring_group: reception, wrap_up_time: 10, dtmf_exit_key: '0', is_shared: true });
    expect(appointments.members).toEqual([{ extension: ext.get(202) }, { extension: ext.get(205) }]);
    expect(typeof appointments.ringtone).toBe('number');
    // Another group's queues are not in it; a reseller reads them for its client.
    const other = await api.get(`${URL}?group=${groups.blueHarbor}`, { token: tokens.reseller });
    expect(other.json<{ results: Queue[] }>().results.map((q) => q.description).sort()).toEqual(['Transport orders', 'Warehouse']);
    const filtered = await api.get(`${URL}?ring_group=${reception}`, { token: tokens.admin });
    expect(filtered.json<{ results: Queue[] }>().results.map((q) => q.description)).toEqual(['Appointments']);
    const notShared = await api.get(`${URL}?is_shared=false`, { token: tokens.admin });
    expect(notShared.json<{ results: Queue[] }>().results.map((q) => q.description)).toEqual(['Billing questions']);
  });

  it('creates a complete queue and makes its creator an owner', async () => {
    const { tokens, ext, media } = await acme();
    const hold = media.find((m) => m.usage === 'hold_music');
    const general = media.filter((m) => m.usage !== 'hold_music').map((m) => m.id);
    const [ringTone] = (await api.db.query<{ id: number }>(`SELECT id FROM ${tableOf('ring_tone')} ORDER BY id LIMIT 1`)).map((r) => r.id);
    const full = body({
      name_prefix: 'Recall',
      announcements: general.slice(0, 2),
      repetitive_message: general[0],
      chime_interval: 30,
      hold_music: hold?.id ?? null,
      dtmf_exit_key: '*',
      ringtone: ringTone,
      members: [{ extension: ext.get(203) }, { extension: ext.get(204) }],
      is_shared: true,
    });
    const res = await api.post(URL, { token: tokens.admin, body: full });
    expectAnswer(res, 'POST', URL, 201);
    const created = res.json<Queue>();
    expect(created).toMatchObject({ ...full, owners: [ext.get(201)] });
  });

  it('holds its rules at their fields: wrap-up of 5 s at least, every member chosen, a chime interval with a repetitive message, hold music marked as such', async () => {
    const { tokens, ext, media, groups } = await acme();
    const general = media.find((m) => m.usage !== 'hold_music')!.id;
    const [foreign] = await idsOf(api.db, 'extension', groups.blueHarbor);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ wrap_up_time: 4 }, 'wrap_up_time', /greater than or equal to 5/],
      [{ wrap_up_time: null }, 'wrap_up_time', /valid value/],
      [{ members: [{ extension: ext.get(203) }, {}] }, 'members', /required/],
      [{ members: [{ extension: foreign }] }, 'members', /object does not exist/],
      [{ members: [{ extension: ext.get(203) }, { extension: ext.get(203) }] }, 'members', /only once: 203 - Bram Peeters/],
      [{ repetitive_message: general }, 'chime_interval', /required/],
      [{ repetitive_message: general, chime_interval: 2 }, 'chime_interval', /greater than or equal to 5/],
      [{ hold_music: general }, 'hold_music', /marked as hold music/],
      [{ dtmf_exit_key: '**' }, 'dtmf_exit_key', /valid choice/],
      [{ extension: 201 }, 'extension', /extension 201 - Alice Admin/],
      [{ extension: 500 }, 'extension', /ring group Reception Brussels/],
      [{ extension: 600 }, 'extension', /queue Appointments/],
      [{ extension: 40000 }, 'extension', /32767/],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await api.post(URL, { token: tokens.admin, body: body({ extension: 660, ...overrides }) });
      expect(res.statusCode, `${JSON.stringify(overrides)}: ${res.body}`).toBe(400);
      expect(messagesOf(res, field).join(' '), `${JSON.stringify(overrides)}: ${res.body}`).toMatch(message);
    }
  });

  it('is not deleted while a call flow uses it, and the refusal names the call flows', async () => {
    const { tokens } = await acme();
    const queue = (await api.post(URL, { token: tokens.admin, body: body({ extension: 651 }) })).json<Queue>();
    const diagram = (name: string) => ({
      description: name,
      draft: false,
      diagram: {
        nodes: [
          { id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} },
          { id: 'q', type: 'queue', position: { x: 0, y: 120 }, data: { queue: queue.id } },
          { id: 'end', type: 'end_call', position: { x: 0, y: 240 }, data: {} },
        ],
        edges: [{ id: 'e1', source: 'start', target: 'q' }, { id: 'e2', source: 'q', source_handle: 'full', target: 'end' }],
      },
    });
    for (const name of ['Daytime routing', 'Saturday routing']) {
      const flow = await api.post('/api/v1/call_flow/', { token: tokens.admin, body: diagram(name) });
      expect(flow.statusCode, flow.body).toBe(201);
    }
    const refused = await api.request('DELETE', `${URL}${queue.id}/`, { token: tokens.admin });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'in_use',
      detail: 'This queue is used in these call flows and cannot be deleted: Daytime routing, Saturday routing.',
      named: ['call_flow'],
    });
    expect((await rowOf(api.db, 'queue', queue.id)).data).toBeTruthy();
    // Once no call flow holds it any more, it goes.
    await api.db.query(`DELETE FROM ${tableOf('call_flow')} WHERE data -> 'diagram' -> 'nodes' @> $1::jsonb`, [JSON.stringify([{ type: 'queue', data: { queue: queue.id } }])]);
    expect((await api.request('DELETE', `${URL}${queue.id}/`, { token: tokens.admin })).statusCode).toBe(204);
  });

  it('keeps the contacts it rings from being deleted, in the catalogue’s words', async () => {
    const { tokens, groups } = await acme();
    const [emergencies] = await api.db.query<{ id: number; data: { contacts: number[] } }>(
      `SELECT id, data FROM ${tableOf('queue')} WHERE group_id = $1 AND data ->> 'description' = 'Emergencies'`,
      [groups.acme],
    );
    const [contact] = emergencies.data.contacts;
    const refused = await api.request('DELETE', `/api/v1/phonebook_contacts/${contact}/`, { token: tokens.admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'in_use', detail: 'One or more contacts are used in a queue and cannot be deleted.' });
    // A contact of another group is no contact of this queue.
    const [foreignContact] = await idsOf(api.db, 'phonebook_contact', groups.blueHarbor);
    const bad = await api.request('PATCH', `${URL}${emergencies.id}/`, { token: tokens.admin, body: { contacts: [foreignContact] } });
    expect(bad.statusCode).toBe(400);
    expect(messagesOf(bad, 'contacts')[0]).toMatch(/does not exist/);
  });

  it('is seen and changed by its owners, the Admin role and administrators; shared ones are read by every user', async () => {
    const { tokens, ext, groups } = await acme();
    const hidden = (await api.post(URL, { token: tokens.admin, body: body({ extension: 652, description: 'Management line', is_shared: false }) })).json<Queue>();
    const list = await api.get(URL, { token: tokens.user });
    // The plain user (202) owns Billing questions; Appointments and Emergencies are shared; Management line is neither.
    const seen = list.json<{ results: Queue[] }>().results.map((q) => q.description);
    expect(seen).toEqual(expect.arrayContaining(['Appointments', 'Billing questions', 'Emergencies']));
    expect(seen).not.toContain('Management line');
    expect((await api.get(URL, { token: tokens.admin })).json<{ results: Queue[] }>().results.map((q) => q.description)).toContain('Management line');
    expect((await api.get(`${URL}${hidden.id}/`, { token: tokens.user })).statusCode).toBe(404);
    const [appointments] = await idsOf(api.db, 'queue', groups.acme);
    const change = await api.request('PATCH', `${URL}${appointments}/`, { token: tokens.user, body: { timeout: 10 } });
    expect(change.statusCode).toBe(403);
    // A user creates one and owns it; they change and delete it.
    const mine = await api.post(URL, { token: tokens.user, body: body({ extension: 653, description: 'My callbacks' }) });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json<Queue>().owners).toEqual([ext.get(202)]);
    expect((await api.request('PATCH', `${URL}${mine.json<Queue>().id}/`, { token: tokens.user, body: { wrap_up_time: 20 } })).statusCode).toBe(200);
    expect((await api.request('DELETE', `${URL}${mine.json<Queue>().id}/`, { token: tokens.user })).statusCode).toBe(204);
    // Another group's queue does not exist for this group.
    const [foreign] = await idsOf(api.db, 'queue', groups.blueHarbor);
    expect((await api.get(`${URL}${foreign}/`, { token: tokens.admin })).statusCode).toBe(404);
    expect((await api.request('PUT', `${URL}${foreign}/`, { token: tokens.admin, body: body() })).statusCode).toBe(404);
  });
});

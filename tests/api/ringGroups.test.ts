import { describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, idsOf, messagesOf, rowOf } from './helpers/records.ts';
import { tableOf } from '../../server/resources/storageNames.ts';

const URL = '/api/v1/ring_groups/';

type Member = { extension: number; ring_delay?: number; expires?: string | null; ignore_extension_mobile?: boolean };
type RingGroup = { id: number; description: string; extension: number; members: Member[] };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Ring groups (configuration-areas §3, §4, §5): members with a delay, an expiry date and the mobile switch. */
describe.each(databases())('ring groups on %s', (kind) => {
  const api = useSeededApp(kind);

  async function extensionsOf(group: number) {
    const rows = await api.db.query<{ id: number; number: string }>(`SELECT id, data ->> 'extension' AS number FROM ${tableOf('extension')} WHERE group_id = $1`, [group]);
    return new Map(rows.map((r) => [Number(r.number), r.id]));
  }

  it('lists the seeded ring groups of the group, each member with its extension and settings', async () => {
    const { tokens } = await demoOf(api);
    const res = await api.get(`${URL}?ordering=description`, { token: tokens.admin });
    expectAnswer(res, 'GET', URL, 200);
    const names = res.json<{ results: RingGroup[] }>().results.map((r) => r.description);
    expect(names).toEqual(['Dentists on call', 'Ghent clinic front desk', 'Reception Brussels']);
    const lookup = await api.get(`${URL}?page=1&page_size=10&search=dent`, { token: tokens.admin });
    expect(lookup.json<{ count: number }>().count).toBe(1);
  });

  it('leaves out a member whose date has come: the seed stored one, the API never shows it', async () => {
    const { tokens, groups } = await demoOf(api);
    const numbers = await extensionsOf(groups.acme);
    const [row] = await api.db.query<{ id: number; data: { members: Member[] } }>(
      `SELECT id, data FROM ${tableOf('ring_group')} WHERE group_id = $1 AND data ->> 'description' = 'Reception Brussels'`,
      [groups.acme],
    );
    // Stored by the seed as it was written, with the stand-in whose date has passed...
    expect(row.data.members.map((m) => m.extension)).toContain(numbers.get(208));
    // ...but neither the record nor the list nor a search shows it.
    const one = await api.get(`${URL}${row.id}/`, { token: tokens.admin });
    expectAnswer(one, 'GET', `${URL}${row.id}/`, 200);
    expect(one.json<RingGroup>().members.map((m) => m.extension)).toEqual([numbers.get(210), numbers.get(201)]);
    const list = await api.get(`${URL}?search=Reception`, { token: tokens.admin });
    expect(list.json<{ results: RingGroup[] }>().results[0].members).toHaveLength(2);
    // The next write leaves it out of storage too.
    const saved = await api.request('PATCH', `${URL}${row.id}/`, { token: tokens.admin, body: { description: 'Reception Brussels' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(((await rowOf(api.db, 'ring_group', row.id)).data as { members: Member[] }).members.map((m) => m.extension)).not.toContain(numbers.get(208));
  });

  it('keeps a member until its date and drops it from that day on, also when a client sends it', async () => {
    const { tokens, groups } = await demoOf(api);
    const numbers = await extensionsOf(groups.acme);
    const body = {
      description: 'Weekend cover',
      extension: 520,
      members: [
        { extension: numbers.get(203), ring_delay: 0, expires: day(1), ignore_extension_mobile: false },
        { extension: numbers.get(204), ring_delay: 5, expires: day(0), ignore_extension_mobile: true },
        { extension: numbers.get(205), ring_delay: 5, expires: day(-10), ignore_extension_mobile: false },
        { extension: numbers.get(206), ring_delay: 20, expires: null, ignore_extension_mobile: true },
      ],
    };
    const res = await api.post(URL, { token: tokens.admin, body });
    expectAnswer(res, 'POST', URL, 201);
    const created = res.json<RingGroup>();
    expect(created.members).toEqual([body.members[0], body.members[3]]);
    expect(((await rowOf(api.db, 'ring_group', created.id)).data as { members: Member[] }).members).toHaveLength(2);
    // Time passes: tomorrow's member expires (the row is aged in the database as a day would).
    await api.db.query(`UPDATE ${tableOf('ring_group')} SET data = jsonb_set(data, '{members,0,expires}', to_jsonb($2::text)) WHERE id = $1`, [created.id, day(0)]);
    const later = await api.get(`${URL}${created.id}/`, { token: tokens.admin });
    expect(later.json<RingGroup>().members.map((m) => m.extension)).toEqual([numbers.get(206)]);
  });

  it('requires a valid extension on every member, at the members field', async () => {
    const { tokens, groups } = await demoOf(api);
    const numbers = await extensionsOf(groups.acme);
    const [foreign] = await idsOf(api.db, 'extension', groups.blueHarbor);
    const cases: [unknown[], string][] = [
      [[{ ring_delay: 5 }], 'This field is required.'],
      [[{ extension: foreign }], `Invalid pk "${foreign}" - object does not exist.`],
      [[{ extension: 999999 }], 'Invalid pk "999999" - object does not exist.'],
      [[{ extension: numbers.get(203), ring_delay: 301 }], 'Ensure this value is less than or equal to 300.'],
      [[{ extension: numbers.get(203), expires: '31-12-2030' }], ''],
    ];
    for (const [members, message] of cases) {
      const res = await api.post(URL, { token: tokens.admin, body: { description: 'Broken', extension: 530, members } });
      expect(res.statusCode, res.body).toBe(400);
      const found = messagesOf(res, 'members');
      expect(found.length, res.body).toBeGreaterThan(0);
      if (message) expect(found).toContain(message);
      // Never at the ring group's own number.
      expect(messagesOf(res, 'extension')).toEqual([]);
    }
    const missing = await api.post(URL, { token: tokens.admin, body: { description: 'No number', members: [] } });
    expect(missing.statusCode).toBe(400);
    expect(messagesOf(missing, 'extension')).toEqual(['This field is required.']);
  });

  it('names an extension listed twice, and keeps the dial plan', async () => {
    const { tokens, groups } = await demoOf(api);
    const numbers = await extensionsOf(groups.acme);
    const twice = await api.post(URL, {
      token: tokens.admin,
      body: { description: 'Twice', extension: 531, members: [{ extension: numbers.get(203) }, { extension: numbers.get(203), ring_delay: 10 }] },
    });
    expect(twice.statusCode).toBe(400);
    expect(messagesOf(twice, 'members')[0]).toMatch(/only once: 203 - Bram Peeters/);
    const taken = await api.post(URL, { token: tokens.admin, body: { description: 'Clash', extension: 201, members: [] } });
    expect(taken.statusCode).toBe(400);
    expect(messagesOf(taken, 'extension')[0]).toMatch(/extension 201 - Alice Admin/);
    const queueNumber = await api.post(URL, { token: tokens.admin, body: { description: 'Clash', extension: 600, members: [] } });
    expect(messagesOf(queueNumber, 'extension')[0]).toMatch(/queue Appointments/);
  });

  it('filters by member, keeps to its group and refuses a plain user every write', async () => {
    const { tokens, groups } = await demoOf(api);
    const numbers = await extensionsOf(groups.acme);
    const byMember = await api.get(`${URL}?member=${numbers.get(204)}`, { token: tokens.admin });
    expect(byMember.json<{ results: RingGroup[] }>().results.map((r) => r.description)).toEqual(['Dentists on call']);
    const [other] = await idsOf(api.db, 'ring_group', groups.blueHarbor);
    expect((await api.get(`${URL}${other}/`, { token: tokens.admin })).statusCode).toBe(404);
    expect((await api.request('DELETE', `${URL}${other}/`, { token: tokens.admin })).statusCode).toBe(404);
    // A reseller reads its client's through the group parameter (the ring_groups/ lookup).
    const client = await api.get(`${URL}?group=${groups.blueHarbor}`, { token: tokens.reseller });
    expect(client.json<{ count: number }>().count).toBe(2);
    const [own] = await idsOf(api.db, 'ring_group', groups.acme);
    expect((await api.get(`${URL}${own}/`, { token: tokens.user })).statusCode).toBe(200);
    expect((await api.post(URL, { token: tokens.user, body: { description: 'Mine', extension: 540, members: [] } })).statusCode).toBe(403);
    expect((await api.request('DELETE', `${URL}${own}/`, { token: tokens.user })).statusCode).toBe(403);
  });

  it('is not deleted while a queue uses it, nor is a member extension', async () => {
    const { tokens, groups } = await demoOf(api);
    const [reception] = await idsOf(api.db, 'ring_group', groups.acme);
    const refused = await api.request('DELETE', `${URL}${reception}/`, { token: tokens.admin });
    expect(refused.statusCode).toBe(409);
    expect(JSON.stringify(refused.json().used_by)).toContain('Appointments');
    const numbers = await extensionsOf(groups.acme);
    const extension = await api.request('DELETE', `/api/v3/user/extension/${numbers.get(209)}/`, { token: tokens.admin });
    expect(extension.statusCode).toBe(409);
    expect(JSON.stringify(extension.json().used_by)).toContain('Ghent clinic front desk');
    const free = await api.post(URL, { token: tokens.admin, body: { description: 'Short-lived', extension: 550, members: [] } });
    expect((await api.request('DELETE', `${URL}${free.json<RingGroup>().id}/`, { token: tokens.admin })).statusCode).toBe(204);
  });
});

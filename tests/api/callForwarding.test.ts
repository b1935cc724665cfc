import { beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, extensionBody, idsOf, messagesOf, rowOf, urlOf } from './helpers/records.ts';

const FORWARDING = urlOf('call_forwarding');

interface Forwarding {
  id: number;
  extension: number;
  always: string | null;
  always_number: string | null;
  always_extension: number | null;
  busy: string | null;
  busy_voicemail: number | null;
  no_answer: string | null;
  no_answer_after: number;
  no_answer_extension: number | null;
  version: number;
}

describe.each(databases())('call forwarding on $name', (kind) => {
  const api = useSeededApp(kind);
  let tokens: Awaited<ReturnType<typeof demoOf>>['tokens'];
  let groups: Awaited<ReturnType<typeof demoOf>>['groups'];
  let acme: number[];
  let box: number;

  beforeAll(async () => {
    ({ tokens, groups } = await demoOf(api));
    acme = await idsOf(api.db, 'extension', groups.acme);
    const res = await api.post(urlOf('voicemail_box'), { token: tokens.admin, body: { description: 'Forwarding test box' } });
    expect(res.statusCode, res.body).toBe(201);
    box = res.json<{ id: number }>().id;
  });

  /** A fresh extension of Acme without forwarding. */
  let number = 760;
  async function newExtension(): Promise<number> {
    const res = await api.post(urlOf('extension'), { token: tokens.admin, body: await extensionBody(api.db, groups.acme, { extension: number++ }) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  }

  it('lists the seeded forwarding of the group, searched by number and filtered by extension and case', async () => {
    const all = (await api.get(`${FORWARDING}?page_size=100`, { token: tokens.admin })).json<{ results: Forwarding[] }>().results;
    expect(all.length).toBe(3);
    expect(all.every((f) => acme.includes(f.extension))).toBe(true);
    const found = (await api.get(`${FORWARDING}?search=475 11 22 33`, { token: tokens.admin })).json<{ results: Forwarding[] }>().results;
    expect(found.map((f) => f.always_number)).toEqual(['+32475112233']);
    const always = (await api.get(`${FORWARDING}?always=number`, { token: tokens.admin })).json<{ results: Forwarding[] }>().results;
    expect(always.map((f) => f.extension)).toEqual([acme[2]]);
    const umars = (await api.get(`${FORWARDING}?extension=${acme[1]}`, { token: tokens.admin })).json<{ results: Forwarding[] }>().results;
    expect(umars).toHaveLength(1);
    expect(umars[0]).toMatchObject({ no_answer: 'extension', no_answer_after: 20, no_answer_extension: acme[9], busy: 'number' });
  });

  it('requires the target each case names, validates numbers as E.164 and keeps only the chosen target', async () => {
    const extension = await newExtension();
    const missing = await api.post(FORWARDING, { token: tokens.admin, body: { extension, always: 'number' } });
    expect(missing.statusCode).toBe(400);
    expect(messagesOf(missing, 'always_number')).toEqual([serverText('required')]);
    const bad = await api.post(FORWARDING, { token: tokens.admin, body: { extension, always: 'number', always_number: '12' } });
    expect(bad.statusCode).toBe(400);
    expect(messagesOf(bad, 'always_number')).toEqual([serverText('format_phone-number')]);
    const delay = await api.post(FORWARDING, { token: tokens.admin, body: { extension, no_answer: 'voicemail', no_answer_voicemail: box, no_answer_after: 2 } });
    expect(messagesOf(delay, 'no_answer_after')).toEqual([serverText('min_value', { limit: 5 })]);
    const kind = await api.post(FORWARDING, { token: tokens.admin, body: { extension, busy: 'fax' } });
    expect(kind.statusCode).toBe(400);
    const self = await api.post(FORWARDING, { token: tokens.admin, body: { extension, busy: 'extension', busy_extension: extension } });
    expect(messagesOf(self, 'busy_extension')).toEqual([serverText('forwarding_to_self')]);

    const res = await api.post(FORWARDING, {
      token: tokens.admin,
      body: { extension, always: 'number', always_number: '+32 2 555 12 34', always_extension: acme[0], busy: 'voicemail', busy_voicemail: box },
    });
    expectAnswer(res, 'POST', FORWARDING, 201);
    const saved = res.json<Forwarding>();
    // Typed grouped, stored in E.164; the extension left from another choice is dropped.
    expect(saved).toMatchObject({ always_number: '+3225551234', always_extension: null, busy_voicemail: box });
  });

  it('keeps one forwarding per extension, refuses other groups’ targets and goes with its extension', async () => {
    const extension = await newExtension();
    expectAnswer(await api.post(FORWARDING, { token: tokens.admin, body: { extension, unavailable: 'extension', unavailable_extension: acme[0] } }), 'POST', FORWARDING, 201);
    const again = await api.post(FORWARDING, { token: tokens.admin, body: { extension } });
    expect(again.statusCode).toBe(400);
    expect(messagesOf(again, 'extension').length).toBe(1);

    const [dutch] = await idsOf(api.db, 'extension', groups.blueHarbor);
    const other = await api.post(FORWARDING, { token: tokens.admin, body: { extension: await newExtension(), always: 'extension', always_extension: dutch } });
    expect(other.statusCode).toBe(400);
    expect(messagesOf(other, 'always_extension')).toEqual([serverText('invalid_reference', { id: dutch })]);

    // A forwarding's target is in use: the target extension cannot go while calls are sent to it.
    const target = await newExtension();
    const source = await newExtension();
    const made = await api.post(FORWARDING, { token: tokens.admin, body: { extension: source, busy: 'extension', busy_extension: target } });
    expect(made.statusCode).toBe(201);
    expect((await api.request('DELETE', `${urlOf('extension')}${target}/`, { token: tokens.admin })).statusCode).toBe(409);
    // The forwarding belongs to its extension and goes with it.
    expect((await api.request('DELETE', `${urlOf('extension')}${source}/`, { token: tokens.admin })).statusCode).toBe(204);
    expect(await rowOf(api.db, 'call_forwarding', made.json<Forwarding>().id)).toBeUndefined();
  });

  it('lets a plain user change their own extension’s forwarding only, and an administrator everyone’s', async () => {
    const [umars] = (await api.get(`${FORWARDING}?extension=${acme[1]}`, { token: tokens.user })).json<{ results: Forwarding[] }>().results;
    const own = await api.request('PATCH', `${FORWARDING}${umars.id}/`, { token: tokens.user, body: { always: 'voicemail', always_voicemail: box } });
    expect(own.statusCode, own.body).toBe(200);
    // Not handed to a colleague.
    const moved = await api.request('PATCH', `${FORWARDING}${umars.id}/`, { token: tokens.user, body: { extension: acme[3] } });
    expect(moved.statusCode).toBe(403);

    const [bram] = (await api.get(`${FORWARDING}?extension=${acme[2]}`, { token: tokens.user })).json<{ results: Forwarding[] }>().results;
    // Seen (a colleague's forwarding is no secret in the company), but not theirs to change.
    expect(bram).toBeDefined();
    expect((await api.request('PATCH', `${FORWARDING}${bram.id}/`, { token: tokens.user, body: { always: null } })).statusCode).toBe(403);
    expect((await api.request('DELETE', `${FORWARDING}${bram.id}/`, { token: tokens.user })).statusCode).toBe(403);
    const forOther = await api.post(FORWARDING, { token: tokens.user, body: { extension: acme[4], always: 'extension', always_extension: acme[1] } });
    expect(forOther.statusCode).toBe(403);
    expect((await idsOf(api.db, 'call_forwarding', groups.acme)).length).toBeGreaterThan(0);

    expect((await api.request('PATCH', `${FORWARDING}${bram.id}/`, { token: tokens.admin, body: { always: null } })).statusCode).toBe(200);
    expect((await api.request('DELETE', `${FORWARDING}${umars.id}/`, { token: tokens.user })).statusCode).toBe(204);
    const created = await api.post(FORWARDING, { token: tokens.user, body: { extension: acme[1], no_answer: 'number', no_answer_number: '+32470999888', no_answer_after: 25 } });
    expect(created.statusCode, created.body).toBe(201);
  });

  it('keeps forwarding to its group', async () => {
    const [dutch] = await idsOf(api.db, 'call_forwarding', groups.blueHarbor);
    expect((await api.get(`${FORWARDING}${dutch}/`, { token: tokens.admin })).statusCode).toBe(404);
    expect((await api.request('PATCH', `${FORWARDING}${dutch}/`, { token: tokens.admin, body: { no_answer_after: 30 } })).statusCode).toBe(404);
  });
});

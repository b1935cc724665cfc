import { beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { DEMO_PIN } from '../../server/areas/hotdesk/seed.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, idsOf, messagesOf, rowOf, urlOf } from './helpers/records.ts';

const DESKS = urlOf('hotdesk');
const signIn = (id: number) => `${DESKS}${id}/sign_in/`;
const signOut = (id: number) => `${DESKS}${id}/sign_out/`;
const pinUrl = (extension: number) => `/api/v1/hotdesk_pins/${extension}/`;

interface Desk {
  id: number;
  name: string;
  site: number | null;
  signed_in_extension: number | null;
  signed_in_at: string | null;
  version: number;
}

describe.each(databases())('hotdesking on $name', (kind) => {
  const api = useSeededApp(kind);
  let tokens: Awaited<ReturnType<typeof demoOf>>['tokens'];
  let groups: Awaited<ReturnType<typeof demoOf>>['groups'];
  let extensions: number[];
  let desks: number[];

  beforeAll(async () => {
    ({ tokens, groups } = await demoOf(api));
    extensions = await idsOf(api.db, 'extension', groups.acme);
    desks = await idsOf(api.db, 'hotdesk', groups.acme);
  });

  const deskOf = async (id: number) => (await rowOf(api.db, 'hotdesk', id))!.data as Desk;

  it('lists who sits where, searched by name and filtered by site and by who is signed in', async () => {
    const all = (await api.get(`${DESKS}?page_size=100`, { token: tokens.admin })).json<{ results: Desk[] }>().results;
    expect(all.map((d) => d.name)).toEqual(['Brussels front desk 1', 'Brussels front desk 2', 'Ghent consultation desk']);
    expect(all[0]).toMatchObject({ signed_in_extension: extensions[3] });
    expect(Date.parse(all[0].signed_in_at!)).toBeLessThan(Date.now());
    expect((await api.get(`${DESKS}?search=ghent`, { token: tokens.admin })).json<{ results: Desk[] }>().results.map((d) => d.name)).toEqual(['Ghent consultation desk']);
    const [, ghent] = await idsOf(api.db, 'site', groups.acme);
    expect((await api.get(`${DESKS}?site=${ghent}`, { token: tokens.admin })).json<{ results: Desk[] }>().results).toHaveLength(1);
    expect((await api.get(`${DESKS}?signed_in_extension=${extensions[3]}`, { token: tokens.user })).json<{ results: Desk[] }>().results.map((d) => d.id)).toEqual([desks[0]]);
  });

  it('signs in with the extension’s PIN, frees the extension’s other desk and takes the desk from whoever sat there', async () => {
    // Chloé (extensions[3]) sits at desk 1; Femke (extensions[6]) at the Ghent desk.
    const res = await api.post(signIn(desks[2]), { token: tokens.user, body: { extension: extensions[3], pin: DEMO_PIN } });
    expectAnswer(res, 'POST', signIn(desks[2]), 200);
    expect(res.json<Desk>()).toMatchObject({ id: desks[2], signed_in_extension: extensions[3] });
    expect(await deskOf(desks[0])).toMatchObject({ signed_in_extension: null, signed_in_at: null });
    expect(Date.now() - Date.parse((await deskOf(desks[2])).signed_in_at!)).toBeLessThan(60_000);
  });

  it('refuses a wrong PIN or an extension without one alike, at the PIN, and throttles guessing', async () => {
    const before = await deskOf(desks[1]);
    for (const body of [{ extension: extensions[1], pin: '0000' }, { extension: extensions[5], pin: DEMO_PIN }]) {
      const res = await api.post(signIn(desks[1]), { token: tokens.admin, body });
      expect(res.statusCode).toBe(400);
      expect(messagesOf(res, 'pin')).toEqual([serverText('hotdesk_pin_wrong')]);
    }
    for (const body of [{ extension: extensions[1], pin: '12' }, { extension: extensions[1], pin: 'abcd' }, { extension: extensions[1] }, { pin: DEMO_PIN }]) {
      expect((await api.post(signIn(desks[1]), { token: tokens.admin, body })).statusCode, JSON.stringify(body)).toBe(400);
    }
    // Another group's extension is as unknown as a wrong PIN.
    const [dutch] = await idsOf(api.db, 'extension', groups.blueHarbor);
    expect((await api.post(signIn(desks[1]), { token: tokens.admin, body: { extension: dutch, pin: DEMO_PIN } })).statusCode).toBe(400);
    expect((await deskOf(desks[1])).signed_in_extension ?? null).toBe(before.signed_in_extension ?? null);

    // Five wrong tries for one extension, then even the right PIN waits.
    const target = extensions[7];
    expect((await api.request('PUT', pinUrl(target), { token: tokens.admin, body: { pin: '13579' } })).statusCode).toBe(204);
    for (let i = 0; i < 5; i++) await api.post(signIn(desks[1]), { token: tokens.admin, body: { extension: target, pin: '99999' } });
    const throttled = await api.post(signIn(desks[1]), { token: tokens.admin, body: { extension: target, pin: '13579' } });
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('stores PINs only hashed; a user sets their own, an administrator anyone’s', async () => {
    const [umar, , bram] = [extensions[1], extensions[2], extensions[2]];
    expectAnswer(await api.request('PUT', pinUrl(umar), { token: tokens.user, body: { pin: '4321' } }), 'PUT', pinUrl(umar), 204);
    const [stored] = await api.db.query<{ pin_hash: string }>('SELECT pin_hash FROM hotdesk_pins WHERE extension_id = $1', [umar]);
    expect(stored.pin_hash).toMatch(/^scrypt\$/);
    expect(stored.pin_hash).not.toContain('4321');
    expect((await api.request('PUT', pinUrl(bram), { token: tokens.user, body: { pin: '4321' } })).statusCode).toBe(403);
    expect((await api.request('PUT', pinUrl(bram), { token: tokens.admin, body: { pin: '8642' } })).statusCode).toBe(204);
    expect((await api.request('PUT', pinUrl(umar), { token: tokens.user, body: { pin: '12' } })).statusCode).toBe(400);
    const [dutch] = await idsOf(api.db, 'extension', groups.blueHarbor);
    expect((await api.request('PUT', pinUrl(dutch), { token: tokens.admin, body: { pin: '1234' } })).statusCode).toBe(404);
    expect((await api.post(signIn(desks[1]), { token: tokens.user, body: { extension: bram, pin: '8642' } })).statusCode).toBe(200);
  });

  it('lets a user sign out of their own desk only; an administrator frees any', async () => {
    const umar = extensions[1];
    expect((await api.post(signIn(desks[0]), { token: tokens.user, body: { extension: umar, pin: '4321' } })).statusCode).toBe(200);
    // Desk 2 holds Bram (previous test): not Umar's to free.
    expect((await api.post(signOut(desks[1]), { token: tokens.user })).statusCode).toBe(403);
    const own = await api.post(signOut(desks[0]), { token: tokens.user });
    expectAnswer(own, 'POST', signOut(desks[0]), 200);
    expect(own.json<Desk>()).toMatchObject({ signed_in_extension: null, signed_in_at: null });
    expect((await api.post(signOut(desks[1]), { token: tokens.admin })).json<Desk>().signed_in_extension).toBeNull();
  });

  it('keeps who sits where out of edits, names unique, and desks managed by administrators only', async () => {
    const created = await api.post(DESKS, { token: tokens.admin, body: { name: 'Quiet room', signed_in_extension: extensions[0] } });
    expectAnswer(created, 'POST', DESKS, 201);
    expect(created.json<Desk>().signed_in_extension ?? null).toBeNull();
    const twice = await api.post(DESKS, { token: tokens.admin, body: { name: 'quiet ROOM' } });
    expect(twice.statusCode).toBe(400);
    expect(messagesOf(twice, 'name')).toEqual([serverText('name_unique')]);
    expect((await api.post(DESKS, { token: tokens.user, body: { name: 'Mine' } })).statusCode).toBe(403);
    const id = created.json<Desk>().id;
    expect((await api.request('PATCH', `${DESKS}${id}/`, { token: tokens.user, body: { name: 'Mine' } })).statusCode).toBe(403);
    expect((await api.request('DELETE', `${DESKS}${id}/`, { token: tokens.admin })).statusCode).toBe(204);
  });

  it('keeps desks to their group', async () => {
    const [dutchDesk] = await idsOf(api.db, 'hotdesk', groups.blueHarbor);
    expect((await api.get(`${DESKS}${dutchDesk}/`, { token: tokens.admin })).statusCode).toBe(404);
    expect((await api.post(signIn(dutchDesk), { token: tokens.admin, body: { extension: extensions[1], pin: '4321' } })).statusCode).toBe(404);
    expect((await api.post(signOut(dutchDesk), { token: tokens.admin })).statusCode).toBe(404);
  });
});

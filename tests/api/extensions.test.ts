import { beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, extensionBody, idsOf, messagesOf, rowOf, urlOf } from './helpers/records.ts';

const EXTENSIONS = urlOf('extension');

describe.each(databases())('users/extensions on %s', (kind) => {
  const api = useSeededApp(kind);
  let demo: Awaited<ReturnType<typeof demoOf>>;
  beforeAll(async () => {
    demo = await demoOf(api);
  });
  const create = (resource: string, body: object, token = demo.tokens.admin) => api.post(urlOf(resource), { token, body });

  it('requires account, site, caller ID, country code and language, and names each missing one', async () => {
    const res = await create('extension', { extension: 720, name: 'Nobody', origin_countries: ['BE'], destination_countries: ['BE'] });
    expectAnswer(res, 'POST', EXTENSIONS, 400);
    for (const field of ['account', 'site', 'caller_id', 'country_code', 'language']) {
      expect(messagesOf(res, field), field).toEqual([serverText('required')]);
    }
  });

  it('refuses an invalid mobile number and e-mail address, and an extension above 32767', async () => {
    const body = await extensionBody(api.db, demo.groups.acme, { extension: 32768, mobile: '+32 12', email: 'not-an-address' });
    const res = await create('extension', body);
    expectAnswer(res, 'POST', EXTENSIONS, 400);
    expect(messagesOf(res, 'mobile')).toEqual([serverText('format_phone-number')]);
    expect(messagesOf(res, 'email')).toEqual([serverText('format_email')]);
    expect(messagesOf(res, 'extension')).toEqual([serverText('extension_too_high')]);
    const highest = await create('extension', await extensionBody(api.db, demo.groups.acme, { extension: 32767, mobile: '+32 470 12 34 56' }));
    expectAnswer(highest, 'POST', EXTENSIONS, 201);
    expect(highest.json()).toMatchObject({ extension: 32767, mobile: '+32470123456', call_mobile_after: 25 });
  });

  describe('the fields of configuration-areas §3', () => {
    it('starts a new extension with the mobile ringing along after 25 s for 30 s, its caller ID shown, unregistered', async () => {
      const res = await create('extension', await extensionBody(api.db, demo.groups.acme, { extension: 730, registered: true }));
      expectAnswer(res, 'POST', EXTENSIONS, 201);
      expect(res.json()).toMatchObject({
        call_mobile_after: 25, call_mobile_timeout: 30, hide_caller_id: false,
        // The phone system sets the registration state, never the client.
        registered: false,
      });
    });

    it('takes as outbound caller ID one of the group’s numbers or the caller ID, however typed, and nothing else', async () => {
      const acme = demo.groups.acme;
      for (const [extension, outbound, stored] of [[731, '+32 2 588 01 01', '+3225880101'], [732, '+3225880100', '+3225880100'], [733, '+32 (0)2 588 01 02', '+3225880102']] as const) {
        const res = await create('extension', await extensionBody(api.db, acme, { extension, outbound_caller_id: outbound }));
        expectAnswer(res, 'POST', EXTENSIONS, 201);
        expect(res.json<{ outbound_caller_id: string }>().outbound_caller_id, outbound).toBe(stored);
      }
      // The caller ID itself is always the user's to show, even when the group holds no such number.
      const own = await create('extension', await extensionBody(api.db, acme, { extension: 734, caller_id: '+3225559999', outbound_caller_id: '+3225559999' }));
      expectAnswer(own, 'POST', EXTENSIONS, 201);
      // Another group's number and a number nobody has are refused at the field.
      for (const outbound of ['+31102001100', '+3225551234']) {
        const res = await create('extension', await extensionBody(api.db, acme, { extension: 735, outbound_caller_id: outbound }));
        expectAnswer(res, 'POST', EXTENSIONS, 400);
        expect(messagesOf(res, 'outbound_caller_id'), outbound).toEqual([serverText('outbound_caller_id_unknown')]);
      }
      const [, umar] = await idsOf(api.db, 'extension', acme);
      const before = await rowOf(api.db, 'extension', umar);
      const changed = await api.request('PATCH', `${EXTENSIONS}${umar}/`, { token: demo.tokens.admin, body: { outbound_caller_id: '+31102001100' } });
      expectAnswer(changed, 'PATCH', `${EXTENSIONS}${umar}/`, 400);
      expect(await rowOf(api.db, 'extension', umar)).toEqual(before);
    });

    it('keeps the ring tone a ring tone of the catalogue, and the mobile timings within bounds', async () => {
      const [tone] = await api.db.query<{ id: number }>('SELECT id FROM res_ring_tone WHERE group_id IS NULL ORDER BY id LIMIT 1');
      const ok = await create('extension', await extensionBody(api.db, demo.groups.acme, { extension: 736, internal_ringtone: tone.id, hide_caller_id: true }));
      expectAnswer(ok, 'POST', EXTENSIONS, 201);
      expect(ok.json()).toMatchObject({ internal_ringtone: tone.id, hide_caller_id: true });
      // An id past the catalogue's names no ring tone (the references are checked once the schema holds).
      const [{ next }] = await api.db.query<{ next: number }>('SELECT max(id) + 1000 AS next FROM res_ring_tone');
      const notATone = await create('extension', await extensionBody(api.db, demo.groups.acme, { extension: 737, internal_ringtone: next }));
      expectAnswer(notATone, 'POST', EXTENSIONS, 400);
      expect(messagesOf(notATone, 'internal_ringtone')).toEqual([serverText('invalid_reference', { id: next })]);
      const res = await create('extension', await extensionBody(api.db, demo.groups.acme, { extension: 737, call_mobile_after: 301, call_mobile_timeout: 4 }));
      expectAnswer(res, 'POST', EXTENSIONS, 400);
      expect(messagesOf(res, 'call_mobile_after')).toEqual([serverText('max_value', { limit: 300 })]);
      expect(messagesOf(res, 'call_mobile_timeout')).toEqual([serverText('min_value', { limit: 5 })]);
    });

    it('allows non-geographic numbers (001) among the destination countries only', async () => {
      const res = await create('extension', await extensionBody(api.db, demo.groups.acme, { extension: 738, origin_countries: ['BE', '001'] }));
      expectAnswer(res, 'POST', EXTENSIONS, 400);
      expect(messagesOf(res, 'origin_countries').length).toBeGreaterThan(0);
      const ok = await create('extension', await extensionBody(api.db, demo.groups.acme, { extension: 738, destination_countries: ['001'] }));
      expectAnswer(ok, 'POST', EXTENSIONS, 201);
    });
  });

  describe('the dial plan: one number, one holder, in a group', () => {
    it('refuses an extension number that a queue, a ring group, a contact shortcode or an extension holds, naming it', async () => {
      const [phonebook] = await idsOf(api.db, 'phonebook', demo.groups.acme);
      expectAnswer(await create('queue', { description: 'Front desk', extension: 801 }), 'POST', urlOf('queue'), 201);
      expectAnswer(await create('ring_group', { description: 'Hygienists', extension: 802 }), 'POST', urlOf('ring_group'), 201);
      expectAnswer(
        await create('phonebook_contact', { phonebook, display_name: 'Night line', number: '+3225550000', shortcode: 803 }),
        'POST', urlOf('phonebook_contact'), 201,
      );
      // Each holder by kind and name (issue 12: "already in use in extension." named no record).
      const holders: [number, string][] = [
        [801, 'queue Front desk'], [802, 'ring group Hygienists'], [803, 'phonebook contact Night line'], [201, 'extension 201 - Alice Admin'],
      ];
      for (const [number, models] of holders) {
        const res = await create('extension', await extensionBody(api.db, demo.groups.acme, { extension: number }));
        expectAnswer(res, 'POST', EXTENSIONS, 400);
        expect(messagesOf(res, 'extension'), String(number)).toEqual([serverText('extension_exists_one', { models })]);
      }
      // And the other way round: a queue cannot take an extension's number.
      const queue = await create('queue', { description: 'Clash', extension: 202 });
      expect(messagesOf(queue, 'extension')).toEqual([serverText('extension_exists_one', { models: 'extension 202 - Umar User' })]);
    });

    it('names every model when a number is held in several places', async () => {
      // Records written past the API (an import of older data) may already share a number.
      const acme = demo.groups.acme;
      await api.db.query(`INSERT INTO res_queue (group_id, data) VALUES ($1, '{"description": "Old queue", "extension": 804}')`, [acme]);
      await api.db.query(`INSERT INTO res_ring_group (group_id, data) VALUES ($1, '{"description": "Old group", "extension": 804}')`, [acme]);
      const res = await create('extension', await extensionBody(api.db, acme, { extension: 804 }));
      expect(messagesOf(res, 'extension')).toEqual([serverText('extension_exists_many', { models: 'queue Old queue, ring group Old group' })]);
    });

    it('checks a changed number, lets a record keep its own, and leaves other groups alone', async () => {
      const [alice, umar] = await idsOf(api.db, 'extension', demo.groups.acme);
      const moved = await api.request('PATCH', `${EXTENSIONS}${umar}/`, { token: demo.tokens.admin, body: { extension: 201 } });
      expectAnswer(moved, 'PATCH', `${EXTENSIONS}${umar}/`, 400);
      expect(messagesOf(moved, 'extension')).toEqual([serverText('extension_exists_one', { models: 'extension 201 - Alice Admin' })]);
      const kept = await api.request('PATCH', `${EXTENSIONS}${alice}/`, { token: demo.tokens.admin, body: { name: 'Alice Admin', extension: 201 } });
      expectAnswer(kept, 'PATCH', `${EXTENSIONS}${alice}/`, 200);
      // Blue Harbor dials its own numbers: 201 is free there.
      const other = await api.post(EXTENSIONS, {
        token: demo.tokens.reseller, group: demo.groups.blueHarbor,
        body: await extensionBody(api.db, demo.groups.blueHarbor, { extension: 201, country_code: 'NL', caller_id: '+31102001100' }),
      });
      expectAnswer(other, 'POST', EXTENSIONS, 201);
    });

    it('gives a number to exactly one of many concurrent creates across the models', async () => {
      const [phonebook] = await idsOf(api.db, 'phonebook', demo.groups.acme);
      for (let number = 900; number < 915; number++) {
        const answers = await Promise.all([
          create('extension', await extensionBody(api.db, demo.groups.acme, { extension: number })),
          create('extension', await extensionBody(api.db, demo.groups.acme, { extension: number, name: 'Twin' })),
          create('queue', { description: `Queue ${number}`, extension: number }),
          create('ring_group', { description: `Ring group ${number}`, extension: number }),
          create('phonebook_contact', { phonebook, display_name: `Contact ${number}`, number: '+3225550001', shortcode: number }),
        ]);
        expect(answers.map((a) => a.statusCode).sort(), String(number)).toEqual([201, 400, 400, 400, 400]);
        const [{ holders }] = await api.db.query<{ holders: number }>(
          `SELECT (SELECT count(*) FROM res_extension WHERE data ->> 'extension' = $1)
                + (SELECT count(*) FROM res_queue WHERE data ->> 'extension' = $1)
                + (SELECT count(*) FROM res_ring_group WHERE data ->> 'extension' = $1)
                + (SELECT count(*) FROM res_phonebook_contact WHERE data ->> 'shortcode' = $1) AS holders`,
          [String(number)],
        );
        expect(Number(holders), String(number)).toBe(1);
      }
    });
  });

  describe('role assignment', () => {
    const ROLES = urlOf('role');
    let roles: Record<'receptionist' | 'supervisor' | 'basic', number>;
    let people: number[];
    const setRole = (id: number, role: number | null, token = demo.tokens.admin, group?: number) =>
      api.request('PATCH', `${EXTENSIONS}${id}/`, { token, group, body: { role } });
    // The roles this test makes; the demo's own seeded roles (server/areas/role/seed.ts) are left out of what it compares.
    const OWN = ['Basic', 'Receptionist', 'Supervisor'];
    const grantable = async (token: string, group?: number) =>
      (await api.get('/api/v3/role/grantable/', { token, group })).json<{ name: string }[]>().map((r) => r.name).filter((name) => OWN.includes(name));

    beforeAll(async () => {
      const made = async (body: object) => (await create('role', body)).json<{ id: number }>().id;
      roles = {
        receptionist: await made({ name: 'Receptionist', intercom: true }),
        supervisor: await made({ name: 'Supervisor', eavesdrop: true, intercept: true, intercom: true }),
        basic: await made({ name: 'Basic' }),
      };
      people = await idsOf(api.db, 'extension', demo.groups.acme);
    });

    it('lets an administrator without a role assign any role to another user, and lists them all as grantable', async () => {
      expectAnswer(await setRole(people[2], roles.supervisor), 'PATCH', `${EXTENSIONS}${people[2]}/`, 200);
      expect(await grantable(demo.tokens.admin)).toEqual(['Basic', 'Receptionist', 'Supervisor']);
    });

    it('refuses a role for one’s own extension, whoever holds what', async () => {
      const res = await setRole(people[0], roles.basic);
      expectAnswer(res, 'PATCH', `${EXTENSIONS}${people[0]}/`, 400);
      expect(messagesOf(res, 'role')).toEqual([serverText('role_assign_self')]);
      expect((await rowOf(api.db, 'extension', people[0])).data).toMatchObject({ role: null });
    });

    it('refuses a plain user any assignment, and grants them nothing', async () => {
      // Another's extension is not theirs to change at all (issue 12, permissions.test.ts).
      const res = await setRole(people[3], roles.basic, demo.tokens.user);
      expect([res.statusCode, res.json()]).toEqual([403, { detail: serverText('permission_denied') }]);
      expect(await grantable(demo.tokens.user)).toEqual([]);
    });

    it('limits an administrator with a role to roles and users whose permissions they hold', async () => {
      // The reseller manages all users of its client and holds everything: it gives Alice hers.
      expectAnswer(await setRole(people[0], roles.receptionist, demo.tokens.reseller, demo.groups.acme), 'PATCH', `${EXTENSIONS}${people[0]}/`, 200);
      expect(await grantable(demo.tokens.admin)).toEqual(['Basic', 'Receptionist']);
      expect(await grantable(demo.tokens.reseller, demo.groups.acme)).toEqual(['Basic', 'Receptionist', 'Supervisor']);
      const before = await rowOf(api.db, 'extension', people[2]);
      const refused = [
        await setRole(people[4], roles.supervisor), // the role holds eavesdrop, Alice does not
        await setRole(people[2], roles.receptionist), // the recipient holds eavesdrop
        await setRole(people[2], null), // taking a role away is an assignment too
      ];
      for (const res of refused) expect(messagesOf(res, 'role'), res.body).toEqual([serverText('role_assign_forbidden')]);
      expect(await rowOf(api.db, 'extension', people[2])).toEqual(before);
      expectAnswer(await setRole(people[4], roles.receptionist), 'PATCH', `${EXTENSIONS}${people[4]}/`, 200);
      expectAnswer(await setRole(people[4], roles.basic), 'PATCH', `${EXTENSIONS}${people[4]}/`, 200);
      // Other fields of an extension with a role stay editable by anyone allowed to edit it.
      expectAnswer(
        await api.request('PATCH', `${EXTENSIONS}${people[2]}/`, { token: demo.tokens.admin, body: { name: 'Bram P.' } }),
        'PATCH', `${EXTENSIONS}${people[2]}/`, 200,
      );
    });

    it('keeps role names unique in the group, whatever their case', async () => {
      const res = await create('role', { name: 'receptionist' });
      expectAnswer(res, 'POST', ROLES, 400);
      expect(messagesOf(res, 'name')).toEqual([serverText('role_name_unique')]);
    });

    it('refuses to delete a role that extensions hold, naming them', async () => {
      const res = await api.request('DELETE', `${ROLES}${roles.supervisor}/`, { token: demo.tokens.admin });
      expectAnswer(res, 'DELETE', `${ROLES}${roles.supervisor}/`, 409);
      expect(res.json()).toMatchObject({
        detail: serverText('in_use_extension'),
        code: 'in_use',
        used_by: [{ resource: 'extension', field: 'role', items: [{ id: people[2], label: '203 - Bram P.' }] }],
      });
      expect(await rowOf(api.db, 'role', roles.supervisor)).toBeDefined();
    });
  });
});

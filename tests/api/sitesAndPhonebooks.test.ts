import { beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, idsOf, messagesOf, phoneNumberBody, rowOf, urlOf } from './helpers/records.ts';

const SITES = urlOf('site');
const PHONEBOOKS = urlOf('phonebook');
const CONTACTS = urlOf('phonebook_contact');

describe.each(databases())('sites, phonebooks and contacts on %s', (kind) => {
  const api = useSeededApp(kind);
  let demo: Awaited<ReturnType<typeof demoOf>>;
  beforeAll(async () => {
    demo = await demoOf(api);
  });
  const del = (url: string) => api.request('DELETE', url, { token: demo.tokens.admin });

  describe('sites', () => {
    it('refuses to delete a site used by extensions, naming them, and deletes nothing', async () => {
      const [brussels] = await idsOf(api.db, 'site', demo.groups.acme);
      const before = await rowOf(api.db, 'site', brussels);
      const res = await del(`${SITES}${brussels}/`);
      expectAnswer(res, 'DELETE', `${SITES}${brussels}/`, 409);
      const body = res.json<{ detail: string; code: string; named: string[]; used_by: { resource: string; field: string; items: { label: string }[] }[] }>();
      // The seed puts every other person of Acme Dental in Brussels.
      const names = ['201 - Alice Admin', '203 - Bram Peeters', '205 - Dirk Janssens', '207 - Femke Wouters', '209 - Hanne Maes'];
      expect(body.detail).toBe(serverText('site_in_extensions', { objects: names.join(', ') }));
      expect(body.code).toBe('in_use');
      // Its phone numbers and its shared desks (hotdesking, issue 9) use it too.
      expect(body.used_by.map((u) => `${u.resource}.${u.field}`)).toEqual(['device.site', 'did_routing.site', 'extension.site', 'hotdesk.site']);
      // The detail names the extensions already: a client lists only the phone numbers beside it.
      expect(body.named).toEqual(['extension']);
      expect(await rowOf(api.db, 'site', brussels)).toEqual(before);
    });

    it('says a site used only by phone numbers is used by a phone number, and deletes it once free', async () => {
      const site = (await api.post(SITES, { token: demo.tokens.admin, body: { name: 'Leuven clinic', country_code: 'BE' } })).json<{ id: number }>().id;
      const number = await api.post(urlOf('did_routing'), {
        token: demo.tokens.admin,
        body: await phoneNumberBody(api.db, demo.groups.acme, { did: '+3216100100', site }),
      });
      expect(number.statusCode, number.body).toBe(201);
      const refused = await del(`${SITES}${site}/`);
      expect(refused.json()).toMatchObject({ detail: serverText('in_use_phone_number'), code: 'in_use' });
      expectAnswer(await del(`${urlOf('did_routing')}${number.json<{ id: number }>().id}/`), 'DELETE', `${urlOf('did_routing')}1/`, 204);
      expectAnswer(await del(`${SITES}${site}/`), 'DELETE', `${SITES}${site}/`, 204);
      expect(await rowOf(api.db, 'site', site)).toBeUndefined();
    });

    it('keeps site names unique in the group, whatever their case', async () => {
      const res = await api.post(SITES, { token: demo.tokens.admin, body: { name: 'brussels CLINIC', country_code: 'BE' } });
      expectAnswer(res, 'POST', SITES, 400);
      expect(messagesOf(res, 'name')).toEqual([serverText('name_unique')]);
    });
  });

  describe('phonebooks', () => {
    it('refuses to delete a phonebook used by devices, naming them', async () => {
      // A phonebook of its own: the demo's devices use the seeded ones.
      const made = await api.post(PHONEBOOKS, { token: demo.tokens.admin, body: { description: 'Suppliers (devices test)' } });
      expect(made.statusCode, made.body).toBe(201);
      const suppliers = made.json<{ id: number }>().id;
      const device = await api.post(urlOf('device'), {
        token: demo.tokens.admin,
        body: { description: 'Reception desk phone', type: 'desk_phone', mac_address: '00:15:65:aa:bb:01', phonebook: suppliers },
      });
      expect(device.statusCode, device.body).toBe(201);
      const res = await del(`${PHONEBOOKS}${suppliers}/`);
      expectAnswer(res, 'DELETE', `${PHONEBOOKS}${suppliers}/`, 409);
      expect(res.json()).toMatchObject({
        detail: serverText('phonebook_in_devices', { objects: 'Reception desk phone' }),
        code: 'in_use',
        used_by: expect.arrayContaining([{ resource: 'device', field: 'phonebook', items: [{ id: device.json<{ id: number }>().id, label: 'Reception desk phone' }] }]),
      });
      expect(await rowOf(api.db, 'phonebook', suppliers)).toBeDefined();
    });

    it('requires a valid primary number of a contact', async () => {
      const [suppliers] = await idsOf(api.db, 'phonebook', demo.groups.acme);
      const res = await api.post(CONTACTS, { token: demo.tokens.admin, body: { phonebook: suppliers, display_name: 'No number', number: '0800' } });
      expectAnswer(res, 'POST', CONTACTS, 400);
      expect(messagesOf(res, 'number')).toEqual([serverText('format_phone-number')]);
    });

    it('keeps the secondary number unique in the group, and apart from the primary', async () => {
      const [suppliers, partners] = await idsOf(api.db, 'phonebook', demo.groups.acme);
      // Dental Supply NV's secondary number, typed another way, in another phonebook of the group.
      const taken = await api.post(CONTACTS, {
        token: demo.tokens.admin,
        body: { phonebook: partners, display_name: 'Dental Supply desk', number: '+3225551012', mobile: '+32 2 555 10 11' },
      });
      expectAnswer(taken, 'POST', CONTACTS, 400);
      expect(messagesOf(taken, 'mobile')).toEqual([serverText('secondary_number_unique')]);
      const same = await api.post(CONTACTS, {
        token: demo.tokens.admin,
        body: { phonebook: suppliers, display_name: 'One line only', number: '+3225551013', mobile: '+3225551013' },
      });
      expect(messagesOf(same, 'mobile')).toEqual([serverText('secondary_number_unique')]);
    });

    it('gives a contact a shortcode that no extension, queue or ring group dials', async () => {
      const [suppliers] = await idsOf(api.db, 'phonebook', demo.groups.acme);
      const res = await api.post(CONTACTS, {
        token: demo.tokens.admin,
        body: { phonebook: suppliers, display_name: 'Clash', number: '+3225551014', shortcode: 205 },
      });
      // The catalogue's own message for a shortcode dialled as an extension already (portal-overview §8).
      expect(messagesOf(res, 'shortcode')).toEqual([serverText('shortcode_exists')]);
      const free = await api.post(CONTACTS, {
        token: demo.tokens.admin,
        body: { phonebook: suppliers, display_name: 'Free', number: '+3225551014', shortcode: 15 },
      });
      expectAnswer(free, 'POST', CONTACTS, 201);
    });
  });
});

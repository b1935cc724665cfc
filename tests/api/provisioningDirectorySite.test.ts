import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, extensionBody, idsOf, urlOf } from './helpers/records.ts';

const FILES = '/api/v1/provisioning/';
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/**
 * The phone's directory and its site filter (configuration-areas §4, Device: "the phonebook
 * extensions filter (site or whole group)"; issue 23). A phone of site A set to its site lists
 * the extensions of site A alone, then its phonebook's contacts; set to the group, every
 * extension of its group; never another group's. Read as the phone reads it: its own
 * directory file (Yealink's remote phonebook, MAC-directory.xml) with its provisioning secret.
 */
describe.each(databases())('the provisioned directory by site on $name', (kind) => {
  const api = useSeededApp(kind);
  let token: string;
  let acme: number;
  const names = { siteA: 'Dir Site-A Person', siteB: 'Dir Site-B Person', contact: 'Dir Phonebook Contact' };
  let sites: { a: number; b: number };
  let phonebook: number;
  let next = 0x10;

  beforeAll(async () => {
    const demo = await demoOf(api);
    token = demo.tokens.admin;
    acme = demo.groups.acme;
    const made = async (resource: string, body: Record<string, unknown>) => {
      const res = await api.post(urlOf(resource), { token, body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    };
    sites = {
      a: await made('site', { name: 'Directory site A', country_code: 'BE' }),
      b: await made('site', { name: 'Directory site B', country_code: 'BE' }),
    };
    await made('extension', await extensionBody(api.db, acme, { extension: 7401, name: names.siteA, email: 'dir.a@example.com', site: sites.a }));
    await made('extension', await extensionBody(api.db, acme, { extension: 7402, name: names.siteB, email: 'dir.b@example.com', site: sites.b }));
    phonebook = await made('phonebook', { description: 'Directory phonebook' });
    await made('phonebook_contact', { phonebook, display_name: names.contact, number: '+3225557400' });
  });

  /** The names and numbers in the directory file of a new Acme phone of site A with `filter`. */
  async function directoryOf(filter: 'site' | 'group') {
    const mac = `0015657400${(next++).toString(16).padStart(2, '0')}`;
    const [extension] = await idsOf(api.db, 'extension', acme);
    const body = { description: `Directory ${filter} ${mac}`, type: 'desk_phone', model: 'yealink_t54w', mac_address: mac, extension, site: sites.a, phonebook, phonebook_extensions_filter: filter };
    const created = await api.post(urlOf('device'), { token, body });
    expect(created.statusCode, created.body).toBe(201);
    const secret = await api.post(`${urlOf('device')}${created.json<{ id: number }>().id}/provisioning_secret/`, { token });
    const { username, secret: password } = secret.json<{ username: string; secret: string }>();
    const file = await api.get(`${FILES}${mac}-directory.xml`, { headers: { authorization: basic(username, password) }, remoteAddress: `10.2.0.${next}` });
    expect(file.statusCode, file.body).toBe(200);
    return [...file.body.matchAll(/<Name>([^<]*)<\/Name>\s*<Telephone>([^<]*)<\/Telephone>/g)].map(([, name, number]) => `${name} ${number}`);
  }

  it("lists its own site's extensions alone, then its phonebook, when set to its site", async () => {
    const entries = await directoryOf('site');
    expect(entries).toContain(`${names.siteA} 7401`);
    expect(entries).not.toContain(`${names.siteB} 7402`);
    expect(entries).toContain(`${names.contact} +3225557400`);
    // Every extension listed is one of site A: none of the demo's other sites either.
    const siteA = await api.db.query<{ extension: string }>(`SELECT data ->> 'extension' AS extension FROM res_extension WHERE group_id = $1 AND (data ->> 'site')::int = $2`, [acme, sites.a]);
    const numbers = new Set(siteA.map((row) => row.extension));
    expect(entries.filter((entry) => /^.* \d+$/.test(entry) && !numbers.has(entry.split(' ').pop()!))).toEqual([]);
  });

  it("lists every extension of its group, never another group's, when set to the whole group", async () => {
    const entries = await directoryOf('group');
    expect(entries).toEqual(expect.arrayContaining([`${names.siteA} 7401`, `${names.siteB} 7402`, `${names.contact} +3225557400`]));
    // Named by other groups' extensions alone (a name Acme also gives is not proof).
    const others = await api.db.query<{ name: string }>(
      `SELECT data ->> 'name' AS name FROM res_extension WHERE group_id <> $1 AND data ->> 'name' NOT IN (SELECT data ->> 'name' FROM res_extension WHERE group_id = $1)`,
      [acme],
    );
    const listed = new Set(entries.map((entry) => entry.replace(/ \S+$/, '')));
    expect(others.filter((row) => listed.has(row.name))).toEqual([]);
  });
});

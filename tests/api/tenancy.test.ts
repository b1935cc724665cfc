import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/index.ts';
import { loadSchemas } from '../../server/resources/schemas.ts';
import { tableOf } from '../../server/resources/storageNames.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, idsOf, urlOf } from './helpers/records.ts';

const SCHEMAS = loadSchemas();
const RESOURCES = [...SCHEMAS.resources.values()].map((s) => s['x-resource']);
const TABLED = RESOURCES.filter((r) => (r.storage ?? 'table') === 'table').map((r) => r.name);
/** Resources whose records are groups themselves: their :id is a group id. */
const GROUP_KEYED = new Set(RESOURCES.filter((r) => r.storage === 'custom').map((r) => r.name));

/** A route the server registered under a resource's endpoint, with the resource it belongs to. */
interface ResourceRoute {
  method: string;
  url: string;
  resource: string;
}

/** Every route the server registers under a resource endpoint (CRUD, lookups, custom actions). */
function resourceRoutes(registered: { method: string; url: string }[]): ResourceRoute[] {
  const bases = RESOURCES.map((r) => ({ resource: r.name, base: urlOf(r.name) })).sort((a, b) => b.base.length - a.base.length);
  return registered.flatMap(({ method, url }) => {
    const match = bases.find((b) => url.startsWith(b.base));
    return match ? [{ method, url, resource: match.resource }] : [];
  });
}

/** Marks a probe record so that an answer that leaks it can be recognised. */
const marker = (group: number) => `probe-of-group-${group}`;

/** A record of every stored resource in `group`, written past the API, as another group's data. */
async function plantProbes(db: Db, group: number): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const resource of TABLED) {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO ${tableOf(resource)} (group_id, data) VALUES ($1, $2) RETURNING id`,
      [group, JSON.stringify({ marker: marker(group), name: marker(group), description: marker(group) })],
    );
    ids[resource] = row.id;
  }
  return ids;
}

/** Everything the groups hold, to prove that refused requests read and wrote nothing. */
async function snapshot(db: Db, groups: number[]) {
  const tables: Record<string, unknown> = {};
  for (const resource of TABLED) {
    tables[resource] = await db.query(`SELECT id, version, data FROM ${tableOf(resource)} WHERE group_id = ANY($1::int[]) ORDER BY id`, [groups]);
  }
  tables.groups = await db.query('SELECT id, version, description, settings, permissions FROM groups WHERE id = ANY($1::int[]) ORDER BY id', [groups]);
  return tables;
}

async function newGroup(db: Db, description: string, parent: number | null, permissions: string[]): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO groups (description, domain, parent_id, is_reseller, permissions) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [description, `${description.toLowerCase().replace(/\W+/g, '-')}.example`, parent, parent === null, permissions],
  );
  return row.id;
}

const idsInAnswer = (body: unknown): number[] => {
  const list = Array.isArray(body) ? body : (body as { results?: unknown[] } | null)?.results;
  return (list ?? []).map((item) => (item as { id?: number }).id).filter((id): id is number => typeof id === 'number');
};

describe.each(databases())('tenancy of every resource route on %s', (kind) => {
  const api = useSeededApp(kind);
  let demo: Awaited<ReturnType<typeof demoOf>>;
  let routes: ResourceRoute[];
  /** Per group outside the caller's reach: its probe record of each resource. */
  const probes = new Map<number, Record<string, number>>();
  let foreignReseller: number;
  let foreignClient: number;

  beforeAll(async () => {
    demo = await demoOf(api);
    const [all] = await api.db.query<{ permissions: string[] }>('SELECT array_agg(DISTINCT p) AS permissions FROM groups, unnest(permissions) p');
    // Another reseller with a client of its own: nothing of theirs is reachable from the demo sign-ins.
    foreignReseller = await newGroup(api.db, 'Southwind Telecom', null, all.permissions);
    foreignClient = await newGroup(api.db, 'Southwind Client', foreignReseller, all.permissions);
    for (const group of [demo.groups.northwind, demo.groups.blueHarbor, foreignReseller, foreignClient]) {
      probes.set(group, await plantProbes(api.db, group));
    }
    routes = resourceRoutes(api.app.registeredRoutes);
  });

  /** The groups each demo sign-in must not reach: the parent, a sibling, and the foreign reseller and its client. */
  function outsiders(who: 'reseller' | 'admin' | 'user'): number[] {
    return who === 'reseller' ? [foreignReseller, foreignClient] : [demo.groups.northwind, demo.groups.blueHarbor, foreignReseller, foreignClient];
  }

  it('finds the routes of every resource among those the server registers', () => {
    const covered = new Set(routes.map((r) => r.resource));
    expect(RESOURCES.map((r) => r.name).filter((name) => !covered.has(name))).toEqual([]);
    // CRUD of the stored resources at least: list, create, read, replace, change, delete.
    expect(routes.filter((r) => r.url.endsWith(':id/') && r.method === 'DELETE').length).toBeGreaterThanOrEqual(15);
  });

  for (const who of ['reseller', 'admin', 'user'] as const) {
    it(`refuses ${who} every route with a Current-Group-Id of a group out of reach, and changes nothing`, async () => {
      const token = demo.tokens[who];
      const groups = outsiders(who);
      const before = await snapshot(api.db, groups);
      for (const route of routes) {
        for (const group of groups) {
          const id = GROUP_KEYED.has(route.resource) ? group : probes.get(group)![route.resource] ?? 1;
          const url = route.url.replace(':id', String(id)).replace(/:\w+/g, 'x');
          const res = await api.request(route.method as 'GET', url, { token, group, body: ['GET', 'HEAD', 'DELETE'].includes(route.method) ? undefined : {} });
          expect(res.statusCode, `${who} ${route.method} ${url} as group ${group}: ${res.body}`).toBe(403);
        }
      }
      expect(await snapshot(api.db, groups)).toEqual(before);
    });

    it(`answers ${who} 404 or 403 for every record of a group out of reach, never showing or changing it`, async () => {
      const token = demo.tokens[who];
      const groups = outsiders(who);
      const before = await snapshot(api.db, groups);
      for (const route of routes.filter((r) => r.url.includes(':id'))) {
        for (const group of groups) {
          const id = GROUP_KEYED.has(route.resource) ? group : probes.get(group)![route.resource];
          if (id === undefined) continue;
          const url = route.url.replace(':id', String(id)).replace(/:\w+/g, 'x');
          const body = ['GET', 'HEAD', 'DELETE'].includes(route.method) ? undefined : { name: 'taken over', description: 'taken over' };
          const res = await api.request(route.method as 'GET', url, { token, body });
          expect([403, 404], `${who} ${route.method} ${url} (group ${group}): ${res.statusCode} ${res.body}`).toContain(res.statusCode);
          expect(res.body).not.toContain(marker(group));
        }
      }
      expect(await snapshot(api.db, groups)).toEqual(before);
    });

    it(`lists for ${who} only records of the group acted on, and refuses another group in ?group=`, async () => {
      const token = demo.tokens[who];
      const foreign = (resource: string) => new Set(outsiders(who).map((g) => (GROUP_KEYED.has(resource) ? g : probes.get(g)![resource])));
      for (const route of routes.filter((r) => r.method === 'GET' && !r.url.includes(':'))) {
        const res = await api.get(`${route.url}?page_size=1000`, { token });
        if (res.statusCode === 403) continue; // the group lacks the area's permission
        expect(res.statusCode, `${route.url}: ${res.body}`).toBe(200);
        expect(idsInAnswer(res.json()).filter((id) => foreign(route.resource).has(id)), route.url).toEqual([]);
        for (const group of outsiders(who)) expect(res.body, route.url).not.toContain(marker(group));
        if (TABLED.includes(route.resource) && route.url === urlOf(route.resource)) {
          for (const group of outsiders(who)) {
            const other = await api.get(`${route.url}?group=${group}`, { token });
            expect(other.statusCode, `${who} ${route.url}?group=${group}`).toBe(403);
          }
        }
      }
    });
  }

  it('refuses references to records of another group in what is written, and writes nothing', async () => {
    const { admin } = demo.tokens;
    const sibling = probes.get(demo.groups.blueHarbor)!;
    const acme = demo.groups.acme;
    const [site] = await idsOf(api.db, 'site', acme);
    const [account] = await idsOf(api.db, 'account', acme);
    const [phonebook] = await idsOf(api.db, 'phonebook', acme);
    const cases: [string, Record<string, unknown>, string][] = [
      ['extension', {
        extension: 650, name: 'Intruder', account, site: sibling.site, language: 'nl', country_code: 'BE', caller_id: '+3225880100',
        origin_countries: ['BE'], destination_countries: ['BE'],
      }, 'site'],
      ['did_routing', { did: '+3225880150', account, site, language: 'nl', allowed_extensions: [sibling.extension] }, 'allowed_extensions'],
      ['did_routing', { did: '+3225880151', account: sibling.account, site, language: 'nl' }, 'account'],
      ['phonebook_contact', { phonebook: sibling.phonebook, display_name: 'Intruder', number: '+3225551099' }, 'phonebook'],
      ['device', { description: 'Intruder phone', type: 'desk_phone', mac_address: '00:11:22:33:44:55', phonebook: sibling.phonebook }, 'phonebook'],
      ['queue', { description: 'Intruder queue', extension: 651, owners: [sibling.extension] }, 'owners'],
      ['ring_group', { description: 'Intruder ring group', extension: 652, members: [{ extension: sibling.extension }] }, 'members'],
    ];
    expect(phonebook).toBeDefined();
    const before = await snapshot(api.db, [acme, demo.groups.blueHarbor]);
    for (const [resource, body, field] of cases) {
      const res = await api.post(urlOf(resource), { token: admin, body });
      expect(res.statusCode, `${resource}: ${res.body}`).toBe(400);
      expect(res.body, resource).toMatch(new RegExp(`${field}.*object does not exist`));
    }
    expect(await snapshot(api.db, [acme, demo.groups.blueHarbor])).toEqual(before);
  });

  it('lets the reseller act on its client group through Current-Group-Id, and only there', async () => {
    const { reseller } = demo.tokens;
    const acme = demo.groups.acme;
    const [site] = await idsOf(api.db, 'site', acme);
    const url = `${urlOf('site')}${site}/`;
    expect((await api.get(url, { token: reseller })).statusCode, 'without the claim it acts on its own group').toBe(404);
    const read = await api.get(url, { token: reseller, group: acme });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: site, group: acme });
    const saved = await api.request('PATCH', url, { token: reseller, group: acme, body: { postal_code: '1050' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ postal_code: '1050', group: acme, version: read.json<{ version: number }>().version + 1 });
    const list = await api.get(urlOf('site'), { token: reseller, group: acme });
    expect(list.json<{ results: { group: number }[] }>().results.map((r) => r.group)).toEqual(
      (await idsOf(api.db, 'site', acme)).map(() => acme),
    );
    const created = await api.post(urlOf('site'), { token: reseller, group: acme, body: { name: 'Antwerp clinic', country_code: 'BE' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ group: acme });
  });
});

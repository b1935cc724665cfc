import { beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { loadSchemas } from '../../server/resources/schemas.ts';
import { tableOf } from '../../server/resources/storageNames.ts';
import type { Db } from '../../server/db/index.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, idsOf, rowOf, urlOf } from './helpers/records.ts';

/**
 * Issue 12: a plain user (role USER) changes their own extension's personal settings and the
 * records they own, nothing else; administrators and resellers keep their rights. Every write
 * route comes from the app itself, so a new one must be placed here before this test passes.
 */

const SCHEMAS = loadSchemas();
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const DENIED = serverText('permission_denied');

/** Areas whose records a plain user may create, becoming an owner (x-user-write `owned`). */
const OWNED_AREAS = new Set(['voicemail_box', 'queue', 'media_file']);
// A plain user may create in these too: toggles they then own, the forwarding of their own extension.
for (const area of ['toggle', 'call_forwarding']) OWNED_AREAS.add(area);
// Call flows are owned records too (issue 9): the creator owns theirs.
OWNED_AREAS.add('call_flow');
// Call summaries: a plain user asks for the summary of their own call, and is its requester.
OWNED_AREAS.add('call_summary');

/**
 * The hand-written writes of server/routes/: `own` ones act on the caller alone (their sign-in,
 * password, avatar, feedback, the integrations a user may allow or revoke: portal-overview §1);
 * the others are refused to a plain user and open to the role named.
 */
const HAND_WRITTEN: Record<string, 'own' | { refused: true; allowedFor: 'admin' | 'reseller' }> = {
  'POST /api/v1/api-token-auth/': 'own',
  'POST /api/v1/logout/': 'own',
  'PUT /api/v1/change_password/': 'own',
  'POST /api/v1/request_reset_password/': 'own',
  'POST /api/v1/validate_reset_password_token/': 'own',
  'POST /api/v1/reset_password/': 'own',
  'POST /api/v1/feedback/': 'own',
  'POST /api/v1/profile/avatar/': 'own',
  'POST /api/v1/integrations/subscribe/:kind/': 'own',
  'POST /api/v1/integrations/unsubscribe/:kind/': 'own',
  'POST /api/v1/integrations/deny/:kind/': 'own',
  'POST /api/v1/impersonate/token-auth/': 'own',
  // A ticket for the caller's own live-event stream: it reads, and only what the session may.
  'POST /api/v1/events/ticket/': 'own',
  'POST /api/v3/group/:id/impersonate/': { refused: true, allowedFor: 'reseller' },
  'PUT /api/v1/groups/:id/': { refused: true, allowedFor: 'admin' },
  'PATCH /api/v1/groups/:id/': { refused: true, allowedFor: 'admin' },
  // The phonebook import adds contacts: for whoever may add them by hand.
  'POST /api/v1/phonebooks/:id/import/': { refused: true, allowedFor: 'admin' },
  'POST /api/v1/phonebooks/:id/import/:job/commit/': { refused: true, allowedFor: 'admin' },
  // Devices are the administrators' (no x-user-write): the DSS layout, the settings push and a new provisioning secret (server/areas/device/).
  'PUT /api/v1/devices/:id/dss_buttons/': { refused: true, allowedFor: 'admin' },
  'POST /api/v1/devices/:id/push/': { refused: true, allowedFor: 'admin' },
  'POST /api/v1/devices/:id/provisioning_secret/': { refused: true, allowedFor: 'admin' },
  // Marking a message read is using its box: whoever sees the box (a hidden box's are not found, 404), server/areas/voicemail_message.
  'PUT /api/v3/voicemail/message/:id/read/': 'own',
  // Rating a summary is the reader's own opinion: whoever sees the summary (server/areas/call_summary/routes.ts).
  'PUT /api/v1/call_summaries/:id/feedback/': 'own',
  // A media file's audio: whoever may change the record uploads it, a plain user their own files (x-user-write owned).
  'POST /api/v3/media_file/:id/audio/': 'own',
  // Opening a client group is for resellers (portal-overview §6).
  'POST /api/v1/clients/': { refused: true, allowedFor: 'reseller' },
  // Switching a toggle is using it, as dialling ## and its shortcode is: whoever sees the toggle (server/areas/toggle/routes.ts).
  'POST /api/v1/toggles/:id/activate/': 'own',
  // The call history's export holds the caller's own calls (a plain user's extension's); the ingestion API answers to a
  // platform token, never a user's session (401), server/areas/cdr and server/ingest.
  'POST /api/v1/cdr/export/': 'own',
  'POST /api/ingest/v1/calls/': 'own',
  'PUT /api/ingest/v1/calls/:call_id/recording/': 'own',
  // Hotdesking: the PIN proves who signs in; a user signs out of their own desk and sets their own PIN (server/areas/hotdesk/routes.ts).
  'POST /api/v1/hotdesks/:id/sign_in/': 'own',
  'POST /api/v1/hotdesks/:id/sign_out/': 'own',
  'PUT /api/v1/hotdesk_pins/:id/': 'own',
  // The call-flow designer (server/areas/call_flow/): changing a flow, its history or its test cases is for whoever may change
  // the flow, a plain user the flows they own (x-user-write owned, tests/api/callFlowSave.test.ts); saying one has it open,
  // running its test cases without keeping the results and a test call are reading it.
  'POST /api/v1/call_flow/:id/confirm/': 'own',
  'POST /api/v1/call_flow/:id/duplicate/': 'own',
  'POST /api/v1/call_flow/:id/revisions/:rev/restore/': 'own',
  'POST /api/v1/call_flow/:id/test_cases/': 'own',
  'PUT /api/v1/call_flow/:id/test_cases/:tc/': 'own',
  'DELETE /api/v1/call_flow/:id/test_cases/:tc/': 'own',
  'POST /api/v1/call_flow/:id/test_cases/run/': 'own',
  'POST /api/v1/call_flow/:id/editing/': 'own',
  'DELETE /api/v1/call_flow/:id/editing/': 'own',
  'POST /api/v1/call_flow/trace/': 'own',
  // Live events come from a phone platform's token, never a user's session (401, server/ingest/liveEvents.ts); issuing
  // such a token is the group administrator's (server/areas/live_statistics).
  'POST /api/ingest/v1/live-events/': 'own',
  'POST /api/ingest/v1/live-events/batch/': 'own',
  // A platform delivers voicemail to its token's group's boxes, never with a user's session (401, server/ingest/voicemail/).
  'POST /api/ingest/v1/voicemail/': 'own',
  // FreeSWITCH's mod_json_cdr posts with a platform token (Basic or ?token=), never a user's session (401, server/ingest/freeswitch/).
  'POST /api/ingest/v1/freeswitch/cdr/': 'own',
  // The SIP engine asks where a call goes with the registrar or a platform token, never a user's session (401, server/platform/).
  'POST /api/platform/v1/route': 'own',
  // The registrar answers to its own token or a platform token, never a user's session (401, server/sip/routes.ts).
  'POST /api/ingest/v1/sip/registrations/': 'own',
  // An extension's SIP password: revealed to an administrator or the extension's own user, renewed by an administrator.
  'POST /api/v3/user/extension/:id/sip_account/reveal/': { refused: true, allowedFor: 'admin' },
  'POST /api/v3/user/extension/:id/sip_account/password/': { refused: true, allowedFor: 'admin' },
  'POST /api/v1/live_statistics/platform_token/': { refused: true, allowedFor: 'admin' },
  // An invoice's calls exported: whoever sees the invoice (roles.ts gives invoices to users too), a plain user their own calls.
  'POST /api/v1/invoices/:id/calls/export/': 'own',
  // The caller's own settings record (the dashboard's layout): no id in its path, so never another's (server/areas/dashboard).
  'PUT /api/v1/settings/': 'own',
};

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The resource a generic CRUD route serves, from its URL (records in their own table). */
function resourceOf(url: string): string | undefined {
  if (url.endsWith('/bulk_update/')) return undefined;
  const base = url.replace(/:id\/$/, '');
  return [...SCHEMAS.resources].find(([name, s]) => (s['x-resource'].storage ?? 'table') === 'table' && urlOf(name) === base)?.[0];
}

/** The resource whose bulk edit a route is (server/resources/bulkUpdate.ts: every area with screens). */
function bulkResourceOf(url: string): string | undefined {
  if (!url.endsWith('/bulk_update/')) return undefined;
  return [...SCHEMAS.resources].find(([name]) => `${urlOf(name)}bulk_update/` === url)?.[0];
}

/** A record of the group that is nobody's: the refusal comes before validation, so its data does not matter. */
async function bareRecord(db: Db, resource: string, group: number): Promise<number> {
  const rows = await db.query<{ id: number }>(`INSERT INTO ${tableOf(resource)} (group_id, data) VALUES ($1, '{}') RETURNING id`, [group]);
  return rows[0].id;
}

describe.each(databases())('who may write what, on %s', (kind) => {
  const api = useSeededApp(kind);
  let demo: Awaited<ReturnType<typeof demoOf>>;
  let ext: { admin: number; user: number };
  beforeAll(async () => {
    demo = await demoOf(api);
    const rows = await api.db.query<{ username: string; extension_id: number }>("SELECT username, extension_id FROM users WHERE username IN ('admin', 'user')");
    const of = (name: string) => rows.find((r) => r.username === name)!.extension_id;
    ext = { admin: of('admin'), user: of('user') };
  });

  const send = (method: Method, url: string, token: string, body?: object) =>
    api.request(method, url, { token, body, group: demo.groups.acme });

  it('refuses a plain user every write route of every area on records not theirs, and changes nothing; an administrator is not refused', async () => {
    const routes = api.app.registeredRoutes.filter((r) => WRITES.has(r.method) && r.url.startsWith('/api/'));
    const resourceRoutes = routes.filter((r) => resourceOf(r.url));
    expect(resourceRoutes.length).toBeGreaterThan(30);
    for (const route of resourceRoutes) {
      const resource = resourceOf(route.url)!;
      const method = route.method as Method;
      const what = `${method} ${route.url}`;
      if (method === 'POST') {
        const refused = await send(method, route.url, demo.tokens.user, {});
        if (OWNED_AREAS.has(resource)) expect(refused.statusCode, what).toBe(400);
        else expect([refused.statusCode, refused.json()], what).toEqual([403, { detail: DENIED }]);
        const admin = await send(method, route.url, demo.tokens.admin, {});
        expect(admin.statusCode, what).toBe(400);
        continue;
      }
      // Someone else's record: the administrator's extension, or a record the user does not own.
      const [existing] = resource === 'extension' ? [ext.admin] : await idsOf(api.db, resource, demo.groups.acme);
      const id = existing ?? (await bareRecord(api.db, resource, demo.groups.acme));
      const before = await rowOf(api.db, resource, id);
      const body = { ...(before.data as object), language: 'fr', name: 'Changed by a plain user', description: 'Changed by a plain user' };
      const refused = await send(method, `${route.url.replace(':id', String(id))}`, demo.tokens.user, body);
      expect([refused.statusCode, refused.json()], `${what} ${id}`).toEqual([403, { detail: DENIED }]);
      expect(await rowOf(api.db, resource, id), what).toEqual(before);
      // The administrator's own write of a throwaway record goes through to validation or is done.
      const throwaway = await bareRecord(api.db, resource, demo.groups.acme);
      const admin = await send(method, route.url.replace(':id', String(throwaway)), demo.tokens.admin, {});
      expect(admin.statusCode, `${what} as admin: ${admin.body}`).not.toBe(403);
      expect(admin.statusCode, `${what} as admin: ${admin.body}`).toBeLessThan(500);
    }
  });

  it('refuses a plain user the bulk edit of every area on records not theirs, and changes nothing; an administrator is not refused', async () => {
    const routes = api.app.registeredRoutes.filter((r) => r.method === 'POST' && r.url.startsWith('/api/') && bulkResourceOf(r.url));
    expect(routes.map((r) => bulkResourceOf(r.url))).toContain('extension');
    for (const route of routes) {
      const resource = bulkResourceOf(route.url)!;
      const [existing] = resource === 'extension' ? [ext.admin] : await idsOf(api.db, resource, demo.groups.acme);
      const id = existing ?? (await bareRecord(api.db, resource, demo.groups.acme));
      const before = await rowOf(api.db, resource, id);
      // A field the area offers for bulk edit, set to the value it has: only the permission can refuse it.
      const field = SCHEMAS.ui.get(resource)?.list?.bulkEdit?.[0];
      const body = { records: [{ id }], field: field ?? 'language', value: field ? (before.data as Record<string, unknown>)[field] : 'fr' };
      const refused = await send('POST', route.url, demo.tokens.user, body);
      const outcomes = (refused.json() as { results?: { status?: number }[] }).results;
      if (!field) expect([400, 403], `${route.url}: ${refused.body}`).toContain(refused.statusCode);
      else if (refused.statusCode === 409) expect(outcomes?.map((o) => o.status), route.url).toEqual([403]);
      else expect([refused.statusCode, refused.json()], route.url).toEqual([403, { detail: DENIED }]);
      expect(await rowOf(api.db, resource, id), route.url).toEqual(before);
      const admin = await send('POST', route.url, demo.tokens.admin, body);
      expect(admin.statusCode, `${route.url} as admin: ${admin.body}`).not.toBe(403);
      expect(admin.statusCode, `${route.url} as admin: ${admin.body}`).toBeLessThan(500);
    }
  });

  it('places every hand-written write route: the user is refused where it is not theirs, and the right role is not', async () => {
    const routes = api.app.registeredRoutes.filter((r) => WRITES.has(r.method) && r.url.startsWith('/api/') && !resourceOf(r.url) && !bulkResourceOf(r.url));
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(Object.keys(HAND_WRITTEN).sort());
    for (const route of routes) {
      const rule = HAND_WRITTEN[`${route.method} ${route.url}`];
      const url = route.url.replace(':id', String(demo.groups.acme)).replace(':kind', 'no-such-integration').replace(':job', '1');
      // A fresh sign-in each time: logout ends the token it is sent with.
      const asUser = await send(route.method as Method, url, await api.signIn('user'), {});
      if (rule === 'own') {
        expect(asUser.statusCode, `${route.method} ${url}: ${asUser.body}`).not.toBe(403);
        expect(asUser.statusCode, `${route.method} ${url}: ${asUser.body}`).toBeLessThan(500);
        continue;
      }
      expect([asUser.statusCode, asUser.json()], `${route.method} ${url}`).toEqual([403, { detail: DENIED }]);
      const allowed = await send(route.method as Method, url, demo.tokens[rule.allowedFor], {});
      expect(allowed.statusCode, `${route.method} ${url} as ${rule.allowedFor}: ${allowed.body}`).not.toBe(403);
      expect(allowed.statusCode).toBeLessThan(500);
    }
  });

  describe('their own extension', () => {
    const url = () => `${urlOf('extension')}${ext.user}/`;

    it('saves its personal settings: language, ring tone, caller ID hiding, when and how long the mobile rings', async () => {
      const record = (await api.get(url(), { token: demo.tokens.user })).json<Record<string, unknown>>();
      const put = await send('PUT', url(), demo.tokens.user, { ...record, language: 'fr', hide_caller_id: true, call_mobile_after: 40 });
      expectAnswer(put, 'PUT', url(), 200);
      expect(put.json()).toMatchObject({ language: 'fr', hide_caller_id: true, call_mobile_after: 40, name: record.name });
      const patch = await send('PATCH', url(), demo.tokens.user, { call_mobile_timeout: 45 });
      expectAnswer(patch, 'PATCH', url(), 200);
      expect(patch.json()).toMatchObject({ call_mobile_timeout: 45, language: 'fr' });
    });

    it('refuses a change of its name, number, mobile number, site or role, and keeps the record', async () => {
      const record = (await api.get(url(), { token: demo.tokens.user })).json<Record<string, unknown>>();
      const [otherSite] = (await idsOf(api.db, 'site', demo.groups.acme)).filter((s) => s !== record.site);
      for (const change of [{ name: 'Umar the Admin' }, { extension: 799 }, { mobile: '+32470998877' }, { site: otherSite }, { email: 'u@example.org' }]) {
        const before = await rowOf(api.db, 'extension', ext.user);
        const res = await send('PUT', url(), demo.tokens.user, { ...record, ...change });
        expect([res.statusCode, res.json()], JSON.stringify(change)).toEqual([403, { detail: DENIED }]);
        expect(await send('PATCH', url(), demo.tokens.user, change).then((r) => r.statusCode)).toBe(403);
        expect(await rowOf(api.db, 'extension', ext.user)).toEqual(before);
      }
    });

    it('leaves an administrator free to change all of it', async () => {
      const res = await send('PATCH', url(), demo.tokens.admin, { name: 'Umar User-Renamed', mobile: '+32470112233' });
      expectAnswer(res, 'PATCH', url(), 200);
      expect(res.json()).toMatchObject({ name: 'Umar User-Renamed', mobile: '+32470112233' });
    });
  });

  describe('records with owners', () => {
    const boxes = urlOf('voicemail_box');

    it.each([
      ['voicemail_box', { description: 'Umar private box' }],
      ['queue', { description: 'Umar callback queue', extension: 861 }],
      ['media_file', { description: 'Umar greeting' }],
    ])('makes the creator of a %s an owner; the owner changes and deletes it', async (area, body) => {
      const url = urlOf(area);
      const created = await send('POST', url, demo.tokens.user, body);
      expectAnswer(created, 'POST', url, 201);
      const record = created.json<{ id: number; owners: number[] }>();
      expect(record.owners).toEqual([ext.user]);
      const changed = await send('PATCH', `${url}${record.id}/`, demo.tokens.user, { description: 'Umar’s own', is_shared: true });
      expectAnswer(changed, 'PATCH', `${url}${record.id}/`, 200);
      expect(changed.json()).toMatchObject({ description: 'Umar’s own', is_shared: true, owners: [ext.user] });
      expectAnswer(await send('DELETE', `${url}${record.id}/`, demo.tokens.user), 'DELETE', `${url}${record.id}/`, 204);
    });

    it.each(['voicemail_box', 'queue', 'media_file'])('shows a plain user the %s records they own or that are shared, and hides the others', async (area) => {
      const url = urlOf(area);
      const body = (description: string, extension: number) => (area === 'queue' ? { description, extension } : { description });
      const hidden = (await send('POST', url, demo.tokens.admin, { ...body('Board only', 871), is_shared: false })).json<{ id: number }>();
      const shared = (await send('POST', url, demo.tokens.admin, { ...body('Everyone', 872), is_shared: true })).json<{ id: number }>();
      const own = (await send('POST', url, demo.tokens.user, body('Umar’s', 873))).json<{ id: number }>();
      const seen = async (token: string) =>
        (await api.get(`${url}?page_size=100`, { token })).json<{ results: { id: number }[] }>().results.map((r) => r.id);
      const userSees = await seen(demo.tokens.user);
      expect(userSees).toContain(shared.id);
      expect(userSees).toContain(own.id);
      expect(userSees).not.toContain(hidden.id);
      expect((await api.get(`${url}${hidden.id}/`, { token: demo.tokens.user })).statusCode).toBe(404);
      expect(await seen(demo.tokens.admin)).toEqual(expect.arrayContaining([hidden.id, shared.id, own.id]));
    });

    it('refuses a plain user a box they do not own, shared or not, until their extension has the role named Admin', async () => {
      const created = await send('POST', boxes, demo.tokens.admin, { description: 'Reception box', is_shared: true });
      const box = created.json<{ id: number; owners: number[] }>();
      expect(box.owners).toEqual([ext.admin]);
      const one = `${boxes}${box.id}/`;
      expect(await send('PATCH', one, demo.tokens.user, { description: 'Mine now' }).then((r) => r.statusCode)).toBe(403);
      expect(await send('PATCH', one, demo.tokens.user, { owners: [ext.admin, ext.user] }).then((r) => r.statusCode)).toBe(403);
      expect(await send('DELETE', one, demo.tokens.user).then((r) => r.statusCode)).toBe(403);

      const role = await send('POST', urlOf('role'), demo.tokens.admin, { name: 'Admin' });
      expectAnswer(role, 'POST', urlOf('role'), 201);
      const assigned = await send('PATCH', `${urlOf('extension')}${ext.user}/`, demo.tokens.admin, { role: role.json<{ id: number }>().id });
      expect(assigned.statusCode, assigned.body).toBe(200);
      expectAnswer(await send('PATCH', one, demo.tokens.user, { description: 'Reception (Umar)' }), 'PATCH', one, 200);
      // The role named Admin reaches owned records, not the areas of administrators.
      expect(await send('POST', urlOf('site'), demo.tokens.user, { name: 'X' }).then((r) => r.statusCode)).toBe(403);
    });
  });

  // Issue 24: devices are the administrators' to change; a plain user reads only their own phones
  // and those phones' DSS buttons (x-user-read), never another phone's MAC address.
  describe('device reads', () => {
    type Page<T> = { count: number; results: T[] };
    let own: number;
    let others: { id: number; mac_address: string }[];
    beforeAll(async () => {
      const rows = await api.db.query<{ id: number }>(
        "SELECT d.id FROM res_device d WHERE d.group_id = $1 AND EXISTS (SELECT 1 FROM res_dss_button b WHERE b.data -> 'device' = to_jsonb(d.id)) ORDER BY d.id LIMIT 1",
        [demo.groups.acme],
      );
      own = rows[0].id;
      await api.db.query("UPDATE res_device SET data = jsonb_set(data, '{extension}', to_jsonb($1::int)) WHERE id = $2", [ext.user, own]);
      const all = await api.get('/api/v1/devices/?page_size=1000', { token: demo.tokens.admin, group: demo.groups.acme });
      others = all.json<Page<{ id: number; mac_address: string; extension: number | null }>>().results.filter((d) => d.extension !== ext.user);
      expect(others.length).toBeGreaterThan(0);
    });

    it('lists a plain user only their own phones, in every shape, and no other phone’s MAC address', async () => {
      for (const query of ['', 'label_only=true', 'description_only=true', `search=${encodeURIComponent(others[0].mac_address)}`]) {
        const res = await api.get(`/api/v1/devices/?page_size=1000&${query}`, { token: demo.tokens.user, group: demo.groups.acme });
        expect(res.statusCode, query).toBe(200);
        const ids = res.json<Page<{ id: number }>>().results.map((d) => d.id);
        expect(ids.every((id) => id === own), query).toBe(true);
        for (const other of others) expect(res.body, query).not.toContain(other.mac_address);
      }
      const mine = await api.get('/api/v1/devices/?page_size=1000', { token: demo.tokens.user, group: demo.groups.acme });
      expect(mine.json<Page<{ id: number }>>().results.map((d) => d.id)).toEqual([own]);
    });

    it('reads a plain user their own phone, and answers another phone not found', async () => {
      expect((await api.get(`/api/v1/devices/${own}/`, { token: demo.tokens.user, group: demo.groups.acme })).statusCode).toBe(200);
      for (const other of others) {
        const res = await api.get(`/api/v1/devices/${other.id}/`, { token: demo.tokens.user, group: demo.groups.acme });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain(other.mac_address);
      }
    });

    it('shows a plain user the DSS buttons of their own phones only; an administrator sees all', async () => {
      const all = await api.get('/api/v1/dss_buttons/?page_size=1000', { token: demo.tokens.admin, group: demo.groups.acme });
      const buttons = all.json<Page<{ id: number; device: number }>>().results;
      expect(buttons.some((b) => b.device !== own)).toBe(true);
      const mine = await api.get('/api/v1/dss_buttons/?page_size=1000', { token: demo.tokens.user, group: demo.groups.acme });
      const seen = mine.json<Page<{ id: number; device: number }>>().results;
      expect(seen.map((b) => b.id).sort()).toEqual(buttons.filter((b) => b.device === own).map((b) => b.id).sort());
      const foreign = buttons.find((b) => b.device !== own)!;
      expect((await api.get(`/api/v1/dss_buttons/${foreign.id}/`, { token: demo.tokens.user, group: demo.groups.acme })).statusCode).toBe(404);
      const ownButton = buttons.find((b) => b.device === own)!;
      expect((await api.get(`/api/v1/dss_buttons/${ownButton.id}/`, { token: demo.tokens.user, group: demo.groups.acme })).statusCode).toBe(200);
      const filtered = await api.get(`/api/v1/dss_buttons/?device=${foreign.device}`, { token: demo.tokens.user, group: demo.groups.acme });
      expect(filtered.json<Page<unknown>>().count).toBe(0);
    });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, idsOf, messagesOf, rowOf, urlOf } from './helpers/records.ts';

const TOGGLES = urlOf('toggle');
const activateUrl = (id: number) => `${TOGGLES}${id}/activate/`;

interface Option {
  label: string;
  shortcode: number;
  active: boolean;
}
interface Toggle {
  id: number;
  description: string;
  options: Option[];
  favourite: boolean;
  owners: number[];
  is_shared: boolean;
  version: number;
}

const options = (...codes: number[]): Option[] => codes.map((shortcode, i) => ({ label: `Option ${shortcode}`, shortcode, active: i === 0 }));
const activeOf = (toggle: { options: Option[] }) => toggle.options.filter((o) => o.active).map((o) => o.shortcode);

describe.each(databases())('toggles on $name', (kind) => {
  const api = useSeededApp(kind);
  let tokens: Awaited<ReturnType<typeof demoOf>>['tokens'];
  let groups: Awaited<ReturnType<typeof demoOf>>['groups'];
  let alice: number;
  let umar: number;
  let code = 600;

  beforeAll(async () => {
    ({ tokens, groups } = await demoOf(api));
    [alice, umar] = await idsOf(api.db, 'extension', groups.acme);
  });

  async function newToggle(body: Partial<Toggle> = {}, token = tokens.admin): Promise<Toggle> {
    const res = await api.post(TOGGLES, { token, body: { description: `Toggle ${code}`, options: options(code++, code++), ...body } });
    expectAnswer(res, 'POST', TOGGLES, 201);
    return res.json<Toggle>();
  }

  it('lists the seeded toggles of the group only, filtered by favourite and searched by name', async () => {
    const all = (await api.get(`${TOGGLES}?page_size=100`, { token: tokens.admin })).json<{ results: Toggle[] }>().results;
    expect(all.map((t) => t.description)).toContain('Opening hours override');
    expect(all.map((t) => t.description)).not.toContain('Storm procedure');
    const favourites = (await api.get(`${TOGGLES}?favourite=true`, { token: tokens.admin })).json<{ results: Toggle[] }>().results;
    expect(favourites.length).toBeGreaterThan(0);
    expect(favourites.every((t) => t.favourite)).toBe(true);
    const found = (await api.get(`${TOGGLES}?search=dentist`, { token: tokens.admin })).json<{ results: Toggle[] }>().results;
    expect(found.map((t) => t.description)).toEqual(['Emergency dentist on call']);
    for (const toggle of all) expect(activeOf(toggle)).toHaveLength(1);
  });

  it('refuses a toggle without exactly one active option, on the server', async () => {
    for (const opts of [[], options(1).map((o) => ({ ...o, active: false })), [{ label: 'A', shortcode: 611, active: true }, { label: 'B', shortcode: 612, active: true }]]) {
      const res = await api.post(TOGGLES, { token: tokens.admin, body: { description: 'Bad', options: opts } });
      expect(res.statusCode, JSON.stringify(opts)).toBe(400);
      expect(messagesOf(res, 'options').length).toBeGreaterThan(0);
    }
    const blank = await api.post(TOGGLES, { token: tokens.admin, body: { description: 'Bad', options: [{ label: '', shortcode: 613, active: true }] } });
    expect(blank.statusCode).toBe(400);
  });

  it('makes shortcodes unique within a toggle, across the account and against call-flow toggle blocks', async () => {
    const twice = await api.post(TOGGLES, { token: tokens.admin, body: { description: 'Twice', options: [{ label: 'A', shortcode: 620, active: true }, { label: 'B', shortcode: 620, active: false }] } });
    expect(twice.statusCode).toBe(400);
    expect(messagesOf(twice, 'options')).toEqual([serverText('toggle_shortcode_twice', { shortcodes: 620 })]);

    // Acme's "Opening hours override" holds 11.
    const taken = await api.post(TOGGLES, { token: tokens.admin, body: { description: 'Clash', options: [{ label: 'A', shortcode: 11, active: true }] } });
    expect(taken.statusCode).toBe(400);
    expect(messagesOf(taken, 'options')).toEqual([serverText('toggle_shortcode_exists', { shortcode: 11, toggle: 'Opening hours override' })]);

    // Another group's shortcode is free here: unique per account, not across customers.
    expectAnswer(await api.post(TOGGLES, { token: tokens.admin, body: { description: 'Own storm', options: [{ label: 'A', shortcode: 51, active: true }] } }), 'POST', TOGGLES, 201);

    const flow = await api.post(urlOf('call_flow'), {
      token: tokens.admin,
      body: { description: 'Toggle test flow', draft: true, diagram: { nodes: [{ id: 'n1', type: 'toggle', data: { options: [{ label: 'Day', shortcode: 630, active: true }, { label: 'Night', shortcode: 631, active: false }] } }], edges: [] } },
    });
    expect(flow.statusCode, flow.body).toBe(201);
    const inFlow = await api.post(TOGGLES, { token: tokens.admin, body: { description: 'Flow clash', options: [{ label: 'A', shortcode: 631, active: true }] } });
    expect(inFlow.statusCode).toBe(400);
    expect(messagesOf(inFlow, 'options')).toEqual([serverText('toggle_extension_exists')]);

    // Saving a toggle again with its own shortcodes is no clash with itself.
    const own = await newToggle();
    const again = await api.request('PUT', `${TOGGLES}${own.id}/`, { token: tokens.admin, body: { ...own, description: 'Renamed' } });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('switches with one call: exactly one option active, and an unknown shortcode refused at the field', async () => {
    const toggle = await newToggle({ options: [{ label: 'Open', shortcode: 640, active: true }, { label: 'Closed', shortcode: 641, active: false }, { label: 'Holiday', shortcode: 642, active: false }] });
    const res = await api.post(activateUrl(toggle.id), { token: tokens.admin, body: { shortcode: 642 } });
    expectAnswer(res, 'POST', activateUrl(toggle.id), 200);
    expect(activeOf(res.json<Toggle>())).toEqual([642]);
    expect(res.json<Toggle>().version).toBe(toggle.version + 1);
    expect(activeOf((await rowOf(api.db, 'toggle', toggle.id))!.data as Toggle)).toEqual([642]);

    const unknown = await api.post(activateUrl(toggle.id), { token: tokens.admin, body: { shortcode: 11 } });
    expect(unknown.statusCode).toBe(400);
    expect(messagesOf(unknown, 'shortcode')).toEqual([serverText('toggle_option_unknown', { shortcode: 11 })]);
    for (const body of [{}, { shortcode: 'x' }, { shortcode: 0 }, { shortcode: 640, extra: 1 }]) {
      expect((await api.post(activateUrl(toggle.id), { token: tokens.admin, body })).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await api.post(activateUrl(99999999), { token: tokens.admin, body: { shortcode: 1 } })).statusCode).toBe(404);
  });

  it('keeps exactly one option active when two people switch at the same moment', async () => {
    // Shared: the plain user switches it too.
    const toggle = await newToggle({ is_shared: true, options: [{ label: 'A', shortcode: 650, active: true }, { label: 'B', shortcode: 651, active: false }, { label: 'C', shortcode: 652, active: false }] });
    for (let round = 0; round < 8; round++) {
      const [first, second] = round % 2 ? [651, 652] : [652, 650];
      const answers = await Promise.all([
        api.post(activateUrl(toggle.id), { token: tokens.admin, body: { shortcode: first } }),
        api.post(activateUrl(toggle.id), { token: tokens.user, body: { shortcode: second } }),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const stored = (await rowOf(api.db, 'toggle', toggle.id))!;
      const active = activeOf(stored.data as Toggle);
      expect(active, `round ${round}`).toHaveLength(1);
      expect([first, second]).toContain(active[0]);
      // The later of the two (the higher version) is what is stored.
      const last = answers.map((a) => a.json<Toggle>()).sort((a, b) => b.version - a.version)[0];
      expect(activeOf(last)).toEqual(active);
      expect(stored.version).toBe(last.version);
    }
  });

  it('lets a plain user create toggles they then own, change only those, and switch shared ones too', async () => {
    const mine = await newToggle({}, tokens.user);
    expect(mine.owners).toEqual([umar]);
    expect((await api.request('PATCH', `${TOGGLES}${mine.id}/`, { token: tokens.user, body: { favourite: true } })).statusCode).toBe(200);

    const shared = await newToggle({ is_shared: true, owners: [alice] });
    // Switching is using it, as dialling ## and its shortcode is: allowed on a shared toggle.
    expect((await api.post(activateUrl(shared.id), { token: tokens.user, body: { shortcode: shared.options[1].shortcode } })).statusCode).toBe(200);
    // Changing or deleting it stays with its owners.
    expect((await api.request('PATCH', `${TOGGLES}${shared.id}/`, { token: tokens.user, body: { description: 'Mine now' } })).statusCode).toBe(403);
    expect((await api.request('DELETE', `${TOGGLES}${shared.id}/`, { token: tokens.user })).statusCode).toBe(403);

    // A private toggle of someone else is not even seen, so not switched either.
    const hidden = await newToggle({ is_shared: false, owners: [alice] });
    expect((await api.get(`${TOGGLES}${hidden.id}/`, { token: tokens.user })).statusCode).toBe(404);
    expect((await api.post(activateUrl(hidden.id), { token: tokens.user, body: { shortcode: hidden.options[1].shortcode } })).statusCode).toBe(404);
    expect(activeOf((await rowOf(api.db, 'toggle', hidden.id))!.data as Toggle)).toEqual([hidden.options[0].shortcode]);
    const listed = (await api.get(`${TOGGLES}?page_size=100`, { token: tokens.user })).json<{ results: Toggle[] }>().results.map((t) => t.id);
    expect(listed).toContain(shared.id);
    expect(listed).toContain(mine.id);
    expect(listed).not.toContain(hidden.id);

    expect((await api.request('DELETE', `${TOGGLES}${mine.id}/`, { token: tokens.user })).statusCode).toBe(204);
  });

  it('keeps toggles to their group: another group’s toggle is not found, not switched', async () => {
    const [storm] = await idsOf(api.db, 'toggle', groups.blueHarbor);
    expect((await api.get(`${TOGGLES}${storm}/`, { token: tokens.admin })).statusCode).toBe(404);
    expect((await api.post(activateUrl(storm), { token: tokens.admin, body: { shortcode: 52 } })).statusCode).toBe(404);
    expect(activeOf((await rowOf(api.db, 'toggle', storm))!.data as Toggle)).toEqual([51]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, idsOf, messagesOf, phoneNumberBody, rowOf, urlOf } from './helpers/records.ts';

const NUMBERS = urlOf('did_routing');
/** The least diagram an active call flow may have (configuration-areas §5): a start linked to an end. */
const LIVE_DIAGRAM = {
  nodes: [{ id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} }, { id: 'end', type: 'end_call', position: { x: 0, y: 120 }, data: {} }],
  edges: [{ id: 'e1', source: 'start', source_handle: null, target: 'end', target_handle: null }],
};

describe.each(databases())('phone numbers (DID routing) on %s', (kind) => {
  const api = useSeededApp(kind);
  let demo: Awaited<ReturnType<typeof demoOf>>;
  let acme: number;
  beforeAll(async () => {
    demo = await demoOf(api);
    acme = demo.groups.acme;
  });
  const create = (body: object, token = demo.tokens.admin) => api.post(NUMBERS, { token, body });
  const body = (overrides: Record<string, unknown> = {}) => phoneNumberBody(api.db, acme, overrides);

  it('requires a valid number, an account and a language', async () => {
    const res = await create({ did: '+32 2 12' });
    expectAnswer(res, 'POST', NUMBERS, 400);
    expect(messagesOf(res, 'did')).toEqual([serverText('format_phone-number')]);
    expect(messagesOf(res, 'account')).toEqual([serverText('required')]);
    expect(messagesOf(res, 'language')).toEqual([serverText('required')]);
  });

  it('keeps a number unique across all groups, however it is typed', async () => {
    const mine = await create(await body({ did: '+32 2 588 01 00' }));
    expectAnswer(mine, 'POST', NUMBERS, 400);
    expect(messagesOf(mine, 'did')).toEqual([serverText('phone_number_exists')]);
    // Blue Harbor's own number, asked for by Acme: unique on the whole platform.
    const theirs = await create(await body({ did: '+31102001100' }));
    expect(messagesOf(theirs, 'did')).toEqual([serverText('phone_number_exists')]);
    const fresh = await create(await body({ did: '+32 2 588 01 90' }));
    expectAnswer(fresh, 'POST', NUMBERS, 201);
    expect(fresh.json()).toMatchObject({ did: '+3225880190', routing_active: true, allowed_extensions: [] });
  });

  it('refuses a protected number, and leaves a protected number the provider routes as it is', async () => {
    for (const did of ['+32 70 24 52 45', '+3278170170', '+31 900 8844']) {
      const res = await create(await body({ did }));
      expect(messagesOf(res, 'did'), did).toEqual([serverText('did_protected')]);
    }
    const [account] = await idsOf(api.db, 'account', acme);
    const [{ id }] = await api.db.query<{ id: number }>(
      `INSERT INTO res_did_routing (group_id, data) VALUES ($1, $2) RETURNING id`,
      [acme, JSON.stringify({ did: '+3225889700', account, language: 'nl' })],
    );
    const before = await rowOf(api.db, 'did_routing', id);
    const changed = await api.request('PATCH', `${NUMBERS}${id}/`, { token: demo.tokens.admin, body: { language: 'fr' } });
    expectAnswer(changed, 'PATCH', `${NUMBERS}${id}/`, 400);
    expect(messagesOf(changed, 'did')).toEqual([serverText('did_protected')]);
    const deleted = await api.request('DELETE', `${NUMBERS}${id}/`, { token: demo.tokens.admin });
    expectAnswer(deleted, 'DELETE', `${NUMBERS}${id}/`, 409);
    expect(deleted.json()).toMatchObject({ detail: serverText('did_protected'), code: 'did_protected' });
    expect(await rowOf(api.db, 'did_routing', id)).toEqual(before);
  });

  describe('failover', () => {
    it('needs a strategy, a ratio and the target the strategy names', async () => {
      const none = await create(await body({ did: '+3225880191', failover_enabled: true }));
      expect(messagesOf(none, 'failover_strategy')).toEqual([serverText('required')]);
      expect(messagesOf(none, 'failover_ratio')).toEqual([serverText('required')]);
      for (const [strategy, field] of [['extension', 'failover_extension'], ['site', 'failover_site'], ['number', 'failover_number']]) {
        const res = await create(await body({ did: '+3225880191', failover_enabled: true, failover_strategy: strategy, failover_ratio: 'one' }));
        expect(messagesOf(res, field), strategy).toEqual([serverText('required')]);
      }
    });

    it('differs from the number itself', async () => {
      const res = await create(await body({
        did: '+3225880192', failover_enabled: true, failover_strategy: 'number', failover_ratio: 'half', failover_number: '+32 2 588 01 92',
      }));
      expect(messagesOf(res, 'failover_number')).toEqual([serverText('number_is_self')]);
      const other = await create(await body({
        did: '+3225880192', failover_enabled: true, failover_strategy: 'number', failover_ratio: 'half', failover_number: '+32 470 12 34 56',
      }));
      expectAnswer(other, 'POST', NUMBERS, 201);
      expect(other.json()).toMatchObject({ failover_number: '+32470123456' });
    });

    it('watches at least one allowed extension or a site', async () => {
      const [, umar] = await idsOf(api.db, 'extension', acme);
      const bare = { did: '+3225880193', site: null, failover_enabled: true, failover_strategy: 'extension', failover_ratio: 'one', failover_extension: umar };
      const res = await create(await body(bare));
      expect(messagesOf(res, 'allowed_extensions')).toEqual([serverText('failover_needs_extensions')]);
      expectAnswer(await create(await body({ ...bare, allowed_extensions: [umar - 1] })), 'POST', NUMBERS, 201);
    });

    it('does not fail over to an allowed extension when it waits until all of them are unreachable', async () => {
      const [alice, umar] = await idsOf(api.db, 'extension', acme);
      const all = { did: '+3225880194', allowed_extensions: [alice, umar], failover_enabled: true, failover_strategy: 'extension', failover_extension: umar };
      const res = await create(await body({ ...all, failover_ratio: 'all' }));
      expect(messagesOf(res, 'failover_extension')).toEqual([serverText('failover_extension_allowed')]);
      expectAnswer(await create(await body({ ...all, failover_ratio: 'one' })), 'POST', NUMBERS, 201);
    });
  });

  it('forwards exceptionally to a valid number other than itself', async () => {
    const missing = await create(await body({ did: '+3225880195', exceptional_forwarding: 'busy' }));
    expect(messagesOf(missing, 'exceptional_forwarding_number')).toEqual([serverText('required')]);
    const invalid = await create(await body({ did: '+3225880195', exceptional_forwarding: 'busy', exceptional_forwarding_number: '12' }));
    expect(messagesOf(invalid, 'exceptional_forwarding_number')).toEqual([serverText('format_phone-number')]);
    const self = await create(await body({ did: '+3225880195', exceptional_forwarding: 'always', exceptional_forwarding_number: '+3225880195' }));
    expect(messagesOf(self, 'exceptional_forwarding_number')).toEqual([serverText('number_is_self')]);
  });

  it('routes to active call flows only, for the call flow and its override', async () => {
    const flow = async (description: string, draft: boolean) =>
      (await api.post(urlOf('call_flow'), { token: demo.tokens.admin, body: { description, draft, diagram: LIVE_DIAGRAM } })).json<{ id: number }>().id;
    const active = await flow('Opening hours', false);
    const draft = await flow('New menu (draft)', true);
    const res = await create(await body({ did: '+3225880196', call_flow: draft, override_call_flow: draft }));
    expect(messagesOf(res, 'call_flow')).toEqual([serverText('call_flow_draft')]);
    expect(messagesOf(res, 'override_call_flow')).toEqual([serverText('call_flow_draft')]);
    const ok = await create(await body({ did: '+3225880196', call_flow: active, override_call_flow: active }));
    expectAnswer(ok, 'POST', NUMBERS, 201);

    const used = await api.request('DELETE', `${urlOf('call_flow')}${active}/`, { token: demo.tokens.admin });
    expectAnswer(used, 'DELETE', `${urlOf('call_flow')}${active}/`, 409);
    expect(used.json()).toMatchObject({ detail: serverText('call_flow_in_use_by_numbers', { objects: '+3225880196' }), code: 'in_use' });
  });
});

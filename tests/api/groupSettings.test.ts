import { beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { expectDocumented } from './helpers/document.ts';
import { demoOf, messagesOf } from './helpers/records.ts';

/** Every field of configuration-areas §3 "Group settings", on the page /configuration/group-settings (v1 groups/{id}/). */
describe.each(databases())('group settings on $name', (kind) => {
  const api = useSeededApp(kind);
  let demo: Awaited<ReturnType<typeof demoOf>>;
  let url = '';
  beforeAll(async () => {
    demo = await demoOf(api);
    url = `/api/v1/groups/${demo.groups.acme}/`;
  });
  const read = async () => (await api.get(url, { token: demo.tokens.admin })).json<Record<string, unknown>>();
  const put = (body: Record<string, unknown>, token = demo.tokens.admin) => api.request('PUT', url, { token, body });

  it('answers every field of the group settings', async () => {
    const settings = await read();
    for (const field of [
      'billing_reference', 'call_timeout', 'daily_balance', 'remaining_balance', 'outbound_channel_limit', 'parking_slots', 'record_calls',
      'registration_allowed', 'internal_caller_prefix', 'unattended_transfer_timeout', 'unspecific_pickup_scope', 'test_account', 'trunk_supplier',
      'allowed_origination_countries', 'allowed_destination_countries', 'server_environment', 'hostname',
    ]) {
      expect(settings, field).toHaveProperty(field);
    }
  });

  it('saves the call settings an administrator changes and keeps balances and server as the provider set them', async () => {
    const before = await read();
    const res = await put({
      ...before,
      billing_reference: 'PO-2026-118',
      call_timeout: 45,
      outbound_channel_limit: 6,
      parking_slots: 3,
      record_calls: true,
      internal_caller_prefix: 'INT',
      unattended_transfer_timeout: 20,
      unspecific_pickup_scope: 'group',
      trunk_supplier: 'Proximus',
      // Held by the server: these never change through a save.
      daily_balance: 9999,
      remaining_balance: 9999,
      server_environment: 'staging',
      hostname: 'evil.example',
    });
    expect(res.statusCode, res.body).toBe(200);
    expectDocumented('PUT', url, 200, res.json());
    const after = await read();
    expect(after).toMatchObject({
      billing_reference: 'PO-2026-118', call_timeout: 45, outbound_channel_limit: 6, parking_slots: 3, record_calls: true,
      internal_caller_prefix: 'INT', unattended_transfer_timeout: 20, unspecific_pickup_scope: 'group', trunk_supplier: 'Proximus',
      daily_balance: before.daily_balance, remaining_balance: before.remaining_balance,
      server_environment: before.server_environment, hostname: before.hostname,
    });
  });

  it('refuses out-of-range values at their fields, and 001 among origination countries', async () => {
    const before = await read();
    const res = await put({ ...before, call_timeout: 0, parking_slots: 101, unattended_transfer_timeout: 'soon', unspecific_pickup_scope: 'floor', allowed_origination_countries: ['001'] });
    expect(res.statusCode).toBe(400);
    expectDocumented('PUT', url, 400, res.json());
    expect(messagesOf(res, 'call_timeout')).toEqual([serverText('min_value', { limit: 1 })]);
    expect(messagesOf(res, 'parking_slots')).toEqual([serverText('max_value', { limit: 100 })]);
    expect(messagesOf(res, 'unattended_transfer_timeout').length).toBe(1);
    expect(messagesOf(res, 'unspecific_pickup_scope').length).toBe(1);
    expect(messagesOf(res, 'allowed_origination_countries').length).toBe(1);
    const ok = await put({ ...before, allowed_destination_countries: ['BE', '001'] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await read()).toMatchObject({ call_timeout: before.call_timeout, allowed_destination_countries: ['BE', '001'] });
  });

  it('lets a plain user read the settings but never save them; a reseller saves them for its client', async () => {
    const before = await read();
    expect((await api.get(url, { token: demo.tokens.user })).statusCode).toBe(200);
    expect((await put({ ...before, call_timeout: 99 }, demo.tokens.user)).statusCode).toBe(403);
    expect((await read()).call_timeout).toBe(before.call_timeout);
    const asReseller = await api.request('PUT', url, { token: demo.tokens.reseller, group: demo.groups.acme, body: { ...before, call_timeout: 50 } });
    expect(asReseller.statusCode, asReseller.body).toBe(200);
    expect((await read()).call_timeout).toBe(50);
  });

  it('refuses a change from a stale version (412) and another group\'s settings (404)', async () => {
    const before = await read();
    const stale = await api.request('PUT', url, { token: demo.tokens.admin, body: { ...before, call_timeout: 70 }, headers: { 'if-match': `"${Number(before.version) - 1}"` } });
    expect(stale.statusCode).toBe(412);
    expect((await api.get(`/api/v1/groups/${demo.groups.blueHarbor}/`, { token: demo.tokens.admin })).statusCode).toBe(404);
  });
});

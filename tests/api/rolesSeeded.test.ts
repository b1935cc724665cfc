import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf } from './helpers/records.ts';

const GRANTABLE = '/api/v3/role/grantable/';

/**
 * The demo seeds believable roles per group (server/areas/role/seed.ts), so the role selector
 * of an extension offers real choices to the demo's administrator (portal-overview §7: the
 * grantable-roles lookup), each group its own.
 */
describe.each(databases())('the demo’s roles on %s', (kind) => {
  const api = useSeededApp(kind);
  let demo: Awaited<ReturnType<typeof demoOf>>;
  beforeAll(async () => {
    demo = await demoOf(api);
  });
  const names = async (token: string, group?: number) => {
    const res = await api.get(GRANTABLE, { token, group });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ name: string }[]>().map((role) => role.name);
  };

  it('offers the demo administrator their group’s roles, by name, and no other group’s', async () => {
    expect(await names(demo.tokens.admin)).toEqual(['Dental assistant', 'Dentist', 'Front office', 'Practice manager']);
  });

  it('offers a reseller the roles of the client it acts on', async () => {
    expect(await names(demo.tokens.reseller, demo.groups.blueHarbor)).toEqual(['Dispatcher', 'Shift lead', 'Warehouse floor']);
    expect(await names(demo.tokens.reseller)).toEqual(['Account manager', 'Back office', 'Support engineer']);
  });

  it('grants a plain user none of them', async () => {
    expect(await names(demo.tokens.user)).toEqual([]);
  });

  it('seeds roles that differ in what they allow, none named Admin', async () => {
    const res = await api.get('/api/v3/role/?page_size=100', { token: demo.tokens.admin });
    const roles = res.json<{ results: Record<string, unknown>[] }>().results;
    expect(roles.map((role) => role.name)).not.toContain('Admin');
    const manager = roles.find((role) => role.name === 'Practice manager');
    const assistant = roles.find((role) => role.name === 'Dental assistant');
    expect(manager).toMatchObject({ eavesdrop: true, intercept: true, block_external_calls: false });
    expect(assistant).toMatchObject({ eavesdrop: false, block_external_calls: true });
  });
});

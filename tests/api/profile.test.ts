import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/index.ts';
import { tableOf } from '../../server/resources/storageNames.ts';
import { databases, PROFILE, useSeededApp } from './helpers/harness.ts';
import { SERVER_TEXT } from '../../core/domain/errorCodes.ts';

interface GroupIds {
  northwind: number;
  acme: number;
  blueHarbor: number;
}

async function groupIds(db: Db): Promise<GroupIds> {
  const rows = await db.query<{ id: number; description: string }>('SELECT id, description FROM groups');
  const id = (description: string) => {
    const row = rows.find((r) => r.description === description);
    if (!row) throw new Error(`the seed has no group ${description}`);
    return row.id;
  };
  return { northwind: id('Northwind Telecom'), acme: id('Acme Dental'), blueHarbor: id('Blue Harbor Logistics') };
}

/** What portal-overview §3 says a profile holds, read from the database rather than the server. */
async function expectedProfile(db: Db, username: string, actingGroupId?: number) {
  const [user] = await db.query<{
    id: number; email: string; name: string; language: string; group_id: number; extension_id: number | null;
    is_admin: boolean; can_impersonate: boolean; initial_password: boolean;
  }>('SELECT * FROM users WHERE username = $1', [username]);
  const groupId = actingGroupId ?? user.group_id;
  const [group] = await db.query<{ description: string; permissions: string[] }>(
    'SELECT description, permissions FROM groups WHERE id = $1',
    [groupId],
  );
  const [home] = await db.query<{ is_reseller: boolean }>('SELECT is_reseller FROM groups WHERE id = $1', [user.group_id]);
  const actsOnHome = groupId === user.group_id;
  const [extension] = await db.query<{ id: number; extension: string; name: string; account: string }>(
    `SELECT id, data ->> 'extension' AS extension, data ->> 'name' AS name, data ->> 'account' AS account
       FROM ${tableOf('extension')} WHERE id = $1`,
    [user.extension_id],
  );
  const [firstAccount] = await db.query<{ id: number }>(`SELECT min(id) AS id FROM ${tableOf('account')} WHERE group_id = $1`, [groupId]);
  return {
    id: user.id,
    username,
    email: user.email,
    name: user.name,
    language: user.language,
    group_id: groupId,
    account_id: actsOnHome ? Number(extension.account) : firstAccount.id,
    group_data: { id: groupId, label: group.description },
    group_name: group.description,
    group_permissions: group.permissions.map((name) => ({ name })),
    can_impersonate: user.can_impersonate,
    reseller: home.is_reseller,
    admin: user.is_admin,
    initial_password: user.initial_password,
    avatar: null,
    extension: actsOnHome ? { id: extension.id, label: `${extension.extension} - ${extension.name}` } : null,
    integrations: [],
    entitlements: { integrations: true },
  };
}

describe.each(databases())('profile and Current-Group-Id on $name', (kind) => {
  const api = useSeededApp(kind);
  let groups: GroupIds;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    groups = await groupIds(api.db);
    for (const username of ['reseller', 'admin', 'user']) tokens[username] = await api.signIn(username);
  });

  const profileOf = async (username: string, group?: string | number) =>
    api.get(PROFILE, { token: tokens[username], group });

  it.each([
    ['reseller', { reseller: true, admin: true, can_impersonate: true, group: 'Northwind Telecom', extension: '100 - Rita Reseller' }],
    ['admin', { reseller: false, admin: true, can_impersonate: false, group: 'Acme Dental', extension: '201 - Alice Admin' }],
    ['user', { reseller: false, admin: false, can_impersonate: false, group: 'Acme Dental', extension: '202 - Umar User' }],
  ])('answers every field of the profile of %s', async (username, role) => {
    const res = await profileOf(username);
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    // The demo roles as the README describes them, independent of how the seed spells them.
    expect(profile).toMatchObject({
      username,
      reseller: role.reseller,
      admin: role.admin,
      can_impersonate: role.can_impersonate,
      group_name: role.group,
      group_data: { label: role.group },
      extension: { label: role.extension },
      initial_password: false,
    });
    expect(profile).toEqual(await expectedProfile(api.db, username));
  });

  it('gives Acme Dental the statistic permission and Northwind none', async () => {
    const names = async (username: string) =>
      (await profileOf(username)).json().group_permissions.map((p: { name: string }) => p.name);
    expect(await names('admin')).toEqual(expect.arrayContaining(['statistic', 'mondago', 'dashboard']));
    expect(await names('user')).toContain('statistic');
    expect(await names('reseller')).not.toContain('statistic');
    expect(await names('reseller')).toContain('clients');
  });

  it('lets a user name their own group', async () => {
    const res = await profileOf('admin', groups.acme);
    expect(res.statusCode).toBe(200);
    expect(res.json().group_id).toBe(groups.acme);
    expect((await profileOf('reseller', groups.northwind)).json().group_id).toBe(groups.northwind);
  });

  it.each(['acme', 'blueHarbor'] as const)('lets the reseller act on its client group %s', async (client) => {
    const res = await profileOf('reseller', groups[client]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(await expectedProfile(api.db, 'reseller', groups[client]));
  });

  it.each([
    ['admin', 'northwind', "its reseller's group"],
    ['admin', 'blueHarbor', 'a sibling group'],
    ['user', 'northwind', "its reseller's group"],
    ['user', 'blueHarbor', 'a sibling group'],
  ] as const)('refuses %s acting on %s (%s)', async (username, group, _why) => {
    const res = await profileOf(username, groups[group]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: SERVER_TEXT.groupForbidden });
  });

  it("refuses a reseller acting on another reseller's groups", async () => {
    // The seed has one reseller; another one with a client of its own is what the check is for.
    const [other] = await api.db.query<{ id: number }>(
      "INSERT INTO groups (description, is_reseller, permissions) VALUES ('Contoso Reseller', true, '{dashboard}') RETURNING id",
    );
    const [client] = await api.db.query<{ id: number }>(
      "INSERT INTO groups (description, parent_id, permissions) VALUES ('Contoso Client', $1, '{dashboard}') RETURNING id",
      [other.id],
    );
    for (const id of [other.id, client.id]) {
      const res = await profileOf('reseller', id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: SERVER_TEXT.groupForbidden });
    }
  });

  it.each(['abc', '1; DROP TABLE users', '-1', '1.0', ' 2x', '99999999999999999999', '0x1', '999999'])(
    'refuses the group claim %j',
    async (claim) => {
      const res = await profileOf('reseller', claim);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: SERVER_TEXT.groupForbidden });
    },
  );
});

import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { loadSchemas } from '../../../server/resources/schemas.ts';
import { tableOf } from '../../../server/resources/storageNames.ts';
import type { Db } from '../../../server/db/index.ts';
import type { Harness } from './harness.ts';
import { expectDocumented } from './document.ts';

const SCHEMAS = loadSchemas();

/** The collection URL of a resource, as its schema declares it, e.g. /api/v1/site/. */
export function urlOf(resource: string): string {
  const meta = SCHEMAS.resources.get(resource)?.['x-resource'];
  if (!meta) throw new Error(`no resource ${resource}`);
  return `/api/${meta.version}/${meta.endpoint}`;
}

export async function groupId(db: Db, description: string): Promise<number> {
  const rows = await db.query<{ id: number }>('SELECT id FROM groups WHERE description = $1', [description]);
  if (!rows[0]) throw new Error(`no group ${description}`);
  return rows[0].id;
}

/** Ids of a group's records of `resource`, oldest first. */
export async function idsOf(db: Db, resource: string, group: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(`SELECT id FROM ${tableOf(resource)} WHERE group_id = $1 ORDER BY id`, [group]);
  return rows.map((r) => r.id);
}

/** A record as the database holds it, for asserting that a refused request changed nothing. */
export async function rowOf(db: Db, resource: string, id: number) {
  const rows = await db.query<{ version: number; data: unknown; group_id: number | null }>(
    `SELECT version, data, group_id FROM ${tableOf(resource)} WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/** The demo sign-ins and groups of server/seed/demo.ts. */
export async function demoOf(api: Harness) {
  const [reseller, admin, user] = await Promise.all(['reseller', 'admin', 'user'].map((u) => api.signIn(u)));
  const groups = {
    northwind: await groupId(api.db, 'Northwind Telecom'),
    acme: await groupId(api.db, 'Acme Dental'),
    blueHarbor: await groupId(api.db, 'Blue Harbor Logistics'),
  };
  return { tokens: { reseller, admin, user }, groups };
}

/** A valid extension of `group` (its first account and site), with `overrides`. */
export async function extensionBody(db: Db, group: number, overrides: Record<string, unknown> = {}) {
  const [account] = await idsOf(db, 'account', group);
  const [site] = await idsOf(db, 'site', group);
  return {
    extension: 700, name: 'Test Person', email: 'test.person@example.com', account, site, language: 'nl',
    country_code: 'BE', caller_id: '+3225880100', origin_countries: ['BE'], destination_countries: ['BE', '001'],
    ...overrides,
  };
}

/** A valid phone number of `group`, with `overrides`. */
export async function phoneNumberBody(db: Db, group: number, overrides: Record<string, unknown> = {}) {
  const [account] = await idsOf(db, 'account', group);
  const [site] = await idsOf(db, 'site', group);
  return { did: '+3225880190', account, site, language: 'nl', ...overrides };
}

/** Asserts the status and that the answer is what the API description promises for it. */
export function expectAnswer(res: LightMyRequestResponse, method: string, url: string, status: number) {
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  expectDocumented(method, url, status, status === 204 ? undefined : res.json());
}

/** The messages of a v1 ({field: [..]}) or v3 ([".."]) error answer for `field`. */
export function messagesOf(res: LightMyRequestResponse, field: string): string[] {
  const body = res.json() as Record<string, string[]> | string[];
  if (Array.isArray(body)) return body.filter((m) => m.startsWith(`${field}: `)).map((m) => m.slice(field.length + 2));
  return body[field] ?? [];
}

import { beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { issuePlatformToken } from '../../server/ingest/tokens.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, messagesOf } from './helpers/records.ts';

/**
 * Issue 24: the ingestion API refuses what the portal would refuse, naming the field in the
 * catalogue's words, so that the call history and the wallboard never show a value as sent.
 */

const CALLS = '/api/ingest/v1/calls/';
const EVENTS = '/api/ingest/v1/live-events/';
const today = () => new Date().toISOString();
const id = () => `refusal-${Math.random().toString(36).slice(2)}`;

const call = (overrides: Record<string, unknown> = {}) => ({
  call_id: id(), start: today(), direction: 'outbound', caller: '201', callee: '+32470123456',
  status: 'answered', duration: 75, billsec: 60, extensions: [201], ...overrides,
});

/** Values of the issue that were stored as sent, with the catalogue's refusal of each. */
const BAD_PARTIES: [string, string][] = [
  ['abc', 'format_phone-number'],
  ['<script>alert(1)</script>', 'format_phone-number'],
  ['+1', 'format_phone-number'],
  ['1'.repeat(29), 'format_phone-number'],
  [' ', 'blank'],
  ['', 'blank'],
  ['=HYPERLINK("http://x")', 'format_phone-number'],
];

describe.each(databases())('the ingestion API refuses what the portal would, on $name', (kind) => {
  const harness = useSeededApp(kind);
  let headers: Record<string, string>;
  let admin: string;
  let acme: number;
  beforeAll(async () => {
    const demo = await demoOf(harness);
    acme = demo.groups.acme;
    admin = demo.tokens.admin;
    headers = { authorization: `Bearer ${await issuePlatformToken(harness.db, acme, 'Refusals test')}` };
  });
  const post = (url: string, body: object) => harness.post(url, { headers, body });

  it('refuses each bad caller and callee with 400 naming the field, and stores nothing', async () => {
    for (const [value, code] of BAD_PARTIES) {
      for (const field of ['caller', 'callee']) {
        const body = call({ [field]: value });
        const res = await post(CALLS, body);
        expect(res.statusCode, `${field} ${value}`).toBe(400);
        expect(messagesOf(res, field), `${field} ${value}`).toEqual([serverText(code)]);
        const rows = await harness.db.query('SELECT 1 FROM res_cdr WHERE call_id = $1', [body.call_id]);
        expect(rows).toHaveLength(0);
      }
    }
  });

  it('stores numbers in E.164 (national ones for the group’s country), extensions as digits, anonymous as withheld', async () => {
    const cases: [string, string][] = [['+32 470 12 34 56', '+32470123456'], ['0470 12 34 56', '+32470123456'], ['201', '201'], ['anonymous', '']];
    for (const [sent, stored] of cases) {
      const res = await post(CALLS, call({ caller: sent, direction: 'inbound' }));
      expect(res.statusCode, `${sent}: ${res.body}`).toBe(201);
      const shown = await harness.get(`/api/v1/cdr/${res.json<{ id: number }>().id}/`, { token: admin, group: acme });
      expect(shown.json<{ caller: string }>().caller, sent).toBe(stored);
    }
  });

  it('takes a ring group’s or queue’s number of the group as the party dialled (a call to a ring group), not another group’s', async () => {
    const numbers = async (group: number) =>
      (await harness.db.query<{ kind: string; number: string }>(
        `SELECT 'ring_group' AS kind, data ->> 'extension' AS number FROM res_ring_group WHERE group_id = $1
         UNION ALL SELECT 'queue', data ->> 'extension' FROM res_queue WHERE group_id = $1
         UNION ALL SELECT 'extension', data ->> 'extension' FROM res_extension WHERE group_id = $1`,
        [group],
      ));
    const own = await numbers(acme);
    for (const kind of ['ring_group', 'queue']) {
      const number = own.find((n) => n.kind === kind)!.number;
      const res = await post(CALLS, call({ direction: 'internal', callee: number }));
      expect(res.statusCode, `${kind} ${number}: ${res.body}`).toBe(201);
      const shown = await harness.get(`/api/v1/cdr/${res.json<{ id: number }>().id}/`, { token: admin, group: acme });
      expect(shown.json<{ callee: string }>().callee).toBe(number);
    }
    // Another group's ring group, on a number that is none of this group's.
    const foreign = { number: String(Math.max(...own.map((n) => Number(n.number))) + 1) };
    const [{ id: other }] = await harness.db.query<{ id: number }>('SELECT id FROM groups WHERE id <> $1 ORDER BY id LIMIT 1', [acme]);
    await harness.db.query('INSERT INTO res_ring_group (group_id, data) VALUES ($1, $2)', [other, { description: 'Refusals test', extension: Number(foreign.number), members: [] }]);
    const res = await post(CALLS, call({ direction: 'internal', callee: foreign.number }));
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res, 'callee')).toEqual([serverText('format_phone-number')]);
  });

  it('refuses extensions twice or not of the group', async () => {
    const twice = await post(CALLS, call({ extensions: [202, 202, 202] }));
    expect(twice.statusCode).toBe(400);
    expect(messagesOf(twice, 'extensions')).toEqual([serverText('duplicate_items')]);
    const foreign = await post(CALLS, call({ extensions: [201, 9999] }));
    expect(foreign.statusCode).toBe(400);
    expect(messagesOf(foreign, 'extensions')).toEqual([serverText('ingest_extension_unknown', { extension: 9999 })]);
  });

  it('refuses a start more than a day ahead or before the group existed', async () => {
    const [group] = await harness.db.query<{ created_at: Date }>('SELECT created_at FROM groups WHERE id = $1', [acme]);
    const earliest = new Date(group.created_at).toISOString().slice(0, 10);
    for (const start of ['9999-12-31T00:00:00Z', new Date(Date.now() + 2 * 86_400_000).toISOString(), '2001-01-01T00:00:00Z']) {
      const res = await post(CALLS, call({ start }));
      expect(res.statusCode, start).toBe(400);
      expect(messagesOf(res, 'start')).toEqual([serverText('ingest_date_range', { earliest })]);
    }
  });

  it('holds live events to the same rules', async () => {
    const event = (overrides: Record<string, unknown>) => ({ event_id: id(), at: today(), type: 'call_started', call_id: id(), ...overrides });
    const future = await post(EVENTS, event({ at: '9999-12-31T00:00:00Z' }));
    expect(future.statusCode).toBe(400);
    expect(messagesOf(future, 'at')).toHaveLength(1);
    for (const [value, code] of BAD_PARTIES) {
      const res = await post(EVENTS, event({ caller: value }));
      expect(res.statusCode, value).toBe(400);
      expect(messagesOf(res, 'caller'), value).toEqual([serverText(code)]);
    }
    const stranger = await post(EVENTS, event({ type: 'agent_state', extension: 9999, status: 'available' }));
    expect(stranger.statusCode).toBe(400);
    expect(messagesOf(stranger, 'extension')).toEqual([serverText('ingest_extension_unknown', { extension: 9999 })]);
    expect((await post(EVENTS, event({ caller: '+32 470 12 34 56' }))).statusCode).toBe(201);
  });
});
